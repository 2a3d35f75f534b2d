import sys

from comspider_lab.cli import main

sys.exit(main())

from comspider.cli import main

raise SystemExit(main())

"""Record the outgoing connections of a process tree with strace, and judge them.

    trace = EgressTrace.run(command, cwd=..., env=...)   # strace -f ... command
    trace.violations(allowed={("127.0.0.1", 8080)})       # anything else that left

strace (Debian's ``strace`` package; the Makefile installs it) follows every process and
thread of the tree (``-f``) and records ``connect``, ``sendto``, ``sendmsg`` and
``sendmmsg`` with their socket's kind (``-yy``), through a seccomp filter so that the
traced crawl runs at nearly full speed. What counts as leaving the machine:

- a TCP ``connect`` to any address (it sends a SYN, whether or not it succeeds);
- a UDP datagram (``sendto``/``sendmsg``/``sendmmsg``) to any address: a DNS query, a
  STUN packet, mDNS;
- not a UDP ``connect`` alone: it sends nothing (Chromium uses it to learn which local
  address routes to the internet); these are reported apart as ``route_probes``.

Unix-domain and netlink sockets stay on the machine and are ignored.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

STRACE = shutil.which("strace") or "/usr/bin/strace"

# "1234 sendmmsg(132<UDP:[192.0.2.2:52178->10.255.255.53:53]>, ...": the socket's kind and
# addresses in <...> (its "->" holds a ">", so the brackets delimit it)
_CALL = re.compile(
    r"^(?P<pid>\d+)\s+(?P<call>connect|sendto|sendmsg|sendmmsg)\((?P<fd>\d+)"
    r"(?:<(?P<sock>[A-Za-z0-9-]+(?::\[[^\]]*\])?)>)?"
)
_V4 = re.compile(r'sin_port=htons\((?P<port>\d+)\), sin_addr=inet_addr\("(?P<ip>[^"]+)"\)')
_V6 = re.compile(r'sin6_port=htons\((?P<port>\d+)\).*?inet_pton\(AF_INET6, "(?P<ip>[^"]+)"')
# a connected socket's peer, as -yy shows it: <UDP:[local->peer]>
_PEER = re.compile(r"->\[?(?P<ip>[0-9a-fA-F.:]+?)\]?:(?P<port>\d+)\]")


def available() -> bool:
    return Path(STRACE).exists()


@dataclass(frozen=True, slots=True)
class Egress:
    call: str
    protocol: str  # TCP, UDP, TCPv6, UDPv6, or "" when strace did not say
    ip: str
    port: int

    @property
    def udp(self) -> bool:
        return self.protocol.upper().startswith("UDP")


@dataclass
class EgressTrace:
    events: list[Egress] = field(default_factory=list)
    returncode: int = 0
    output: str = ""

    @classmethod
    def run(cls, command: list[str], *, trace_file: Path, timeout: float = 600, **popen: Any) -> EgressTrace:
        """Run ``command`` under strace; the trace goes to ``trace_file``."""
        traced = [
            STRACE,
            "-f",
            "-qq",
            "--seccomp-bpf",
            "-yy",
            "-s",
            "0",
            "-e",
            "trace=connect,sendto,sendmsg,sendmmsg",
            "-o",
            str(trace_file),
            *command,
        ]
        proc = subprocess.run(traced, capture_output=True, text=True, timeout=timeout, **popen)
        trace = cls.parse(trace_file.read_text("utf-8", errors="replace"))
        trace.returncode = proc.returncode
        trace.output = proc.stdout + proc.stderr
        return trace

    @classmethod
    def parse(cls, text: str) -> EgressTrace:
        events = []
        for line in text.splitlines():
            m = _CALL.match(line)
            if not m:
                continue
            sock = m.group("sock") or ""
            if sock.startswith(("UNIX", "NETLINK")) or "AF_UNIX" in line or "AF_NETLINK" in line:
                continue
            protocol = sock.split(":", 1)[0]
            address = _V4.search(line) or _V6.search(line)
            if address is None and m.group("call") != "connect":
                address = _PEER.search(sock)  # a send on a connected socket
            if address is not None:
                ip, port = address.group("ip"), int(address.group("port"))
            elif protocol.upper().startswith("UDP"):
                ip, port = "?", 0  # a datagram whose address strace could not tell: it left
            else:
                continue  # a send on a TCP socket: its connect was recorded
            events.append(Egress(m.group("call"), protocol, ip, port))
        return cls(events)

    def leaving(self) -> list[Egress]:
        """What left the process tree: TCP connects and UDP datagrams (see the module)."""
        return [e for e in self.events if not (e.udp and e.call == "connect")]

    def route_probes(self) -> Counter[tuple[str, int]]:
        return Counter((e.ip, e.port) for e in self.events if e.udp and e.call == "connect")

    def violations(self, allowed: set[tuple[str, int]]) -> Counter[Egress]:
        """Everything that left for an address and port not in ``allowed``."""
        return Counter(e for e in self.leaving() if (e.ip, e.port) not in allowed)


__all__ = ["Egress", "EgressTrace", "available"]

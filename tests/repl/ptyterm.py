"""ptyterm.py — drive jolt's REPL through a pseudo-terminal and read back the screen.

Session starts `jolt` on a new pty (given columns, TERM=xterm, HOME and other variables
as the test says), sends keystrokes and renders everything the REPL wrote with a small
terminal emulator (the sequences jit/lineedit.c and Julia's REPL use: CR, LF, BS, cursor
moves, erase to end of line/screen, clear screen; colours are dropped), so a test
compares the exact screen a user sees.

Typing ahead while code runs would be echoed by the terminal (as in Julia), so a test
waits for the editor to be ready before each entry: the editor turns bracketed paste on
(ESC[?2004h) once per entry, and `ready(n)` waits for the n-th time.
"""
import fcntl
import os
import pty
import re
import select
import struct
import termios
import time
import unicodedata


def char_width(ch):
    if unicodedata.combining(ch) or unicodedata.category(ch) in ("Mn", "Me", "Cf"):
        return 0
    return 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1


class Screen:
    """An endless screen: rows are kept as they scroll away."""

    def __init__(self, cols):
        self.cols = cols
        self.rows = [[]]
        self.top = 0  # first row of the visible page (for ESC[H)
        self.r = self.c = 0
        self.pending = False  # at the right margin, the next character wraps

    def _row(self):
        while len(self.rows) <= self.r:
            self.rows.append([])
        row = self.rows[self.r]
        while len(row) < self.cols:
            row.append(" ")
        return row

    def put(self, ch):
        w = char_width(ch)
        if w == 0:
            if self.c > 0:
                row = self._row()
                row[self.c - 1] += ch
            return
        if self.pending or self.c + w > self.cols:
            self.r += 1
            self.c = 0
            self.pending = False
        row = self._row()
        row[self.c] = ch
        if w == 2:
            row[self.c + 1] = ""
        self.c += w
        if self.c >= self.cols:
            self.c = self.cols - 1
            self.pending = True

    def feed(self, text):
        i = 0
        while i < len(text):
            ch = text[i]
            if ch == "\x1b":
                m = re.match(r"\x1b\[([?0-9;]*)([A-Za-z~])", text[i:])
                if not m:
                    i += 1
                    continue
                self.csi(m.group(1), m.group(2))
                i += m.end()
                continue
            if ch == "\r":
                self.c = 0
                self.pending = False
            elif ch == "\n":
                self.r += 1
                self.pending = False
            elif ch == "\b":
                self.c = max(0, self.c - 1)
                self.pending = False
            elif ch == "\x07":
                pass
            else:
                self.put(ch)
            i += 1

    def csi(self, args, f):
        n = int(args) if args.isdigit() else 1
        self.pending = False if f in "ABCDHJ" else self.pending
        if f == "A":
            self.r = max(self.top, self.r - n)
        elif f == "B":
            self.r += n
        elif f == "C":
            self.c = min(self.cols - 1, self.c + n)
        elif f == "D":
            self.c = max(0, self.c - n)
        elif f == "H":
            self.r, self.c = self.top, 0
        elif f == "J":
            if args == "2":
                self.top = len(self.rows)
                self.r, self.c = self.top, 0
                return
            row = self._row()
            for k in range(self.c, self.cols):
                row[k] = " "
            del self.rows[self.r + 1:]
        elif f == "K":
            row = self._row()
            for k in range(self.c, self.cols):
                row[k] = " "

    def text(self, page=False):
        rows = self.rows[self.top:] if page else self.rows
        lines = ["".join(r).rstrip() for r in rows]
        while lines and not lines[-1]:
            lines.pop()
        return "\n".join(lines)


class Session:
    def __init__(self, jolt, env, args=(), cols=80, cwd=None):
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            if cwd:
                os.chdir(cwd)
            os.execve(jolt, [jolt, *args], env)
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", 40, cols, 0, 0))
        self.out = b""
        self.screen = Screen(cols)
        self.status = None

    def _read(self, timeout):
        r, _, _ = select.select([self.fd], [], [], timeout)
        if not r:
            return False
        try:
            data = os.read(self.fd, 65536)
        except OSError:
            data = b""
        if not data:
            raise EOFError
        self.out += data
        return True

    def _wait_count(self, marker, n, timeout, what):
        end = time.time() + timeout
        while self.out.count(marker) < n:
            if time.time() > end:
                raise TimeoutError(f"{what} #{n} not seen; output so far:\n{self.render()}")
            self._read(0.2)

    def ready(self, n, timeout=10):
        """Wait until the editor has started its n-th entry (bracketed paste on)."""
        self._wait_count(b"\x1b[?2004h", n, timeout, "prompt")

    def running(self, n, timeout=10):
        """Wait until the editor has handed over its n-th entry (bracketed paste off)."""
        self._wait_count(b"\x1b[?2004l", n, timeout, "submitted entry")

    def send(self, keys, timeout=10):
        """Type keys, reading what the REPL writes meanwhile (neither side may block)."""
        data = keys.encode() if isinstance(keys, str) else keys
        end = time.time() + timeout
        while data:
            if time.time() > end:
                raise TimeoutError(f"the REPL takes no input; output so far:\n{self.render()}")
            r, w, _ = select.select([self.fd], [self.fd], [], 0.2)
            if r:
                self._read(0)
            if w:
                k = os.write(self.fd, data[:256])
                data = data[k:]

    def expect(self, text, timeout=10):
        end = time.time() + timeout
        while text not in self.render():
            if time.time() > end:
                raise TimeoutError(f"{text!r} not on screen:\n{self.render()}")
            self._read(0.2)

    def finish(self, timeout=10):
        """Read until the REPL exits; its exit status."""
        end = time.time() + timeout
        try:
            while time.time() < end:
                self._read(0.2)
        except EOFError:
            pass
        _, st = os.waitpid(self.pid, 0)
        os.close(self.fd)
        self.status = os.waitstatus_to_exitcode(st)
        return self.status

    def render(self, page=False):
        s = Screen(self.screen.cols)
        s.feed(self.out.decode("utf-8", "replace"))
        return s.text(page)

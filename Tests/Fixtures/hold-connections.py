#!/usr/bin/python3
"""Tests only: opens COUNT connections to the popup service's socket (the abstract name snack-notifyd
computes from the user and the bus address), each sending BYTES (default 1 MiB) without a newline, prints
"opened COUNT", waits for a line on standard input, then prints how many connections the service still
keeps open.

Usage: hold-connections.py COUNT [BYTES]
"""
import os
import socket
import sys
import time

count = int(sys.argv[1])
size = int(sys.argv[2]) if len(sys.argv) > 2 else 1 << 20
bus = os.environ["DBUS_SESSION_BUS_ADDRESS"]
fnv = 0xCBF29CE484222325
for byte in bus.encode():
    fnv = ((fnv ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
name = "\0snack-notifyd-%d-%x" % (os.getuid(), fnv)
held = []
for _ in range(count):
    connection = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    connection.connect(name)
    connection.setblocking(False)
    try:
        if size:
            connection.send(b"x" * size)
    except OSError:
        pass
    held.append(connection)
print("opened", len(held), flush=True)
sys.stdin.readline()


def still_open():
    count = 0
    for connection in held:
        try:
            # What the service said before it closed (a refusal) is read past: only the end of file counts.
            while connection.recv(65536):
                pass
        except BlockingIOError:
            count += 1
        except OSError:
            pass
    return count


# The service accepts and closes at its own pace (a loaded machine): the count is taken once it has stood
# still for 2 s (a closed connection never opens again), within 30 s.
still = still_open()
started = steady_since = time.monotonic()
while time.monotonic() - steady_since < 2 and time.monotonic() - started < 30:
    time.sleep(0.2)
    now = still_open()
    if now != still:
        still, steady_since = now, time.monotonic()
print("still open", still, flush=True)

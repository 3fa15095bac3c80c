#!/usr/bin/python3
# Tests only: prints, for each window of the applications named APP on the accessibility bus, a line
# "WINDOW ROLE | NAME", then "  ROLE | NAME" for each of its descendants. With STATE (a pyatspi state
# name, e.g. focused), only the windows and descendants in that state.
#   atspi-tree.py APP [STATE]
import sys

import pyatspi


wanted = getattr(pyatspi, "STATE_" + sys.argv[2].upper()) if len(sys.argv) > 2 else None


def shown(accessible):
    return wanted is None or accessible.getState().contains(wanted)


def walk(accessible, depth):
    for child in accessible:
        if child is None:
            continue
        if shown(child):
            print("  " * depth + child.getRoleName(), "|", child.name)
        walk(child, depth + 1)


for application in pyatspi.Registry.getDesktop(0):
    if application is None or application.name != sys.argv[1]:
        continue
    for window in application:
        if shown(window):
            print("WINDOW", window.getRoleName(), "|", window.name)
        walk(window, 1)

#!/usr/bin/python3
# Tests only: prints, for each window of the applications named APP on the accessibility bus, a line
# "WINDOW ROLE | NAME", then "  ROLE | NAME" for each of its descendants.
#   atspi-tree.py APP
import sys

import pyatspi


def walk(accessible, depth):
    for child in accessible:
        if child is None:
            continue
        print("  " * depth + child.getRoleName(), "|", child.name)
        walk(child, depth + 1)


for application in pyatspi.Registry.getDesktop(0):
    if application is None or application.name != sys.argv[1]:
        continue
    for window in application:
        print("WINDOW", window.getRoleName(), "|", window.name)
        walk(window, 1)

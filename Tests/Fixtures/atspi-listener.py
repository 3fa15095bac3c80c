#!/usr/bin/python3
# Tests only: prints each event a pyatspi client gets, as "EVENT TYPE DETAIL1 ROLE | NAME" (a property
# change adds " | NEW-VALUE"), after a first line "LISTENING". The events: the arguments, else
# window:create and object:state-changed:showing.
import sys

import pyatspi


def on_event(event):
    try:
        role, name = event.source.getRoleName(), event.source.name
    except Exception as error:
        role, name = "gone", str(error)
    value = " | " + str(event.any_data) if event.type.startswith("object:property-change") else ""
    print("EVENT", event.type, event.detail1, role, "|", name + value, flush=True)


pyatspi.Registry.registerEventListener(on_event, *(sys.argv[1:] or ["window:create", "object:state-changed:showing"]))
print("LISTENING", flush=True)
pyatspi.Registry.start()

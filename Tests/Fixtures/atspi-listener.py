#!/usr/bin/python3
# Tests only: prints each window:create and object:state-changed:showing event a pyatspi client gets, as
# "EVENT TYPE DETAIL1 ROLE | NAME", after a first line "LISTENING".
import pyatspi


def on_event(event):
    try:
        role, name = event.source.getRoleName(), event.source.name
    except Exception as error:
        role, name = "gone", str(error)
    print("EVENT", event.type, event.detail1, role, "|", name, flush=True)


pyatspi.Registry.registerEventListener(on_event, "window:create", "object:state-changed:showing")
print("LISTENING", flush=True)
pyatspi.Registry.start()

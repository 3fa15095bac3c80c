#ifndef SNACKBAR_CX11_SHIM_H
#define SNACKBAR_CX11_SHIM_H

// What the X server says of the user's attention: idle time from the SYNC extension's IDLETIME counter
// (an alarm fires on time; no polling), and the active window's fullscreen state from EWMH. The display
// and events pass as `void *` so that this module's Xlib types never meet GDK's in Swift.
#include <X11/Xlib.h>
#include <X11/Xatom.h>
#include <X11/extensions/sync.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

struct snack_idle_sync {
    int event_base;
    XSyncCounter counter;
    XSyncAlarm idle_alarm;
    XSyncAlarm reset_alarm;
};

// Finds the IDLETIME counter; false when the server has no SYNC extension or no such counter.
static inline bool snack_idle_sync_open(void *display, struct snack_idle_sync *sync) {
    Display *xdisplay = display;
    int error_base = 0, major = 0, minor = 0, count = 0;
    memset(sync, 0, sizeof *sync);
    if (!XSyncQueryExtension(xdisplay, &sync->event_base, &error_base) || !XSyncInitialize(xdisplay, &major, &minor)) return false;
    XSyncSystemCounter *counters = XSyncListSystemCounters(xdisplay, &count);
    for (int index = 0; index < count; index++) {
        if (strcmp(counters[index].name, "IDLETIME") == 0) sync->counter = counters[index].counter;
    }
    if (counters) XSyncFreeSystemCounterList(counters);
    return sync->counter != None;
}

// Milliseconds since the last input, or -1.
static inline int64_t snack_idle_sync_query(void *display, const struct snack_idle_sync *sync) {
    XSyncValue value;
    if (!XSyncQueryCounter(display, sync->counter, &value)) return -1;
    return ((int64_t)XSyncValueHigh32(value) << 32) | (int64_t)XSyncValueLow32(value);
}

// Arms the idle alarm (`idle` true: fires once the idle time is at least `milliseconds`) or the reset
// alarm (fires once it is at most `milliseconds`, that is after input), creating it on first use.
static inline void snack_idle_sync_arm(void *display, struct snack_idle_sync *sync, bool idle, int64_t milliseconds) {
    XSyncAlarmAttributes attributes;
    memset(&attributes, 0, sizeof attributes);
    unsigned long flags = XSyncCACounter | XSyncCAValueType | XSyncCATestType | XSyncCAValue | XSyncCADelta | XSyncCAEvents;
    attributes.trigger.counter = sync->counter;
    attributes.trigger.value_type = XSyncAbsolute;
    attributes.trigger.test_type = idle ? XSyncPositiveComparison : XSyncNegativeComparison;
    XSyncIntsToValue(&attributes.trigger.wait_value, (unsigned int)(milliseconds & 0xffffffff), (int)(milliseconds >> 32));
    XSyncIntToValue(&attributes.delta, 0);
    attributes.events = True;
    XSyncAlarm *alarm = idle ? &sync->idle_alarm : &sync->reset_alarm;
    if (*alarm == None) {
        *alarm = XSyncCreateAlarm(display, flags, &attributes);
    } else {
        XSyncChangeAlarm(display, *alarm, flags, &attributes);
    }
    XFlush(display);
}

// 1: the event is the idle alarm's, 2: the reset alarm's, 0: neither.
static inline int snack_idle_sync_alarm(const void *event, const struct snack_idle_sync *sync) {
    const XEvent *xevent = event;
    if (xevent->type != sync->event_base + XSyncAlarmNotify) return 0;
    XSyncAlarm alarm = ((const XSyncAlarmNotifyEvent *)xevent)->alarm;
    if (alarm != None && alarm == sync->idle_alarm) return 1;
    if (alarm != None && alarm == sync->reset_alarm) return 2;
    return 0;
}

static inline void snack_idle_sync_close(void *display, struct snack_idle_sync *sync) {
    if (sync->idle_alarm != None) XSyncDestroyAlarm(display, sync->idle_alarm);
    if (sync->reset_alarm != None) XSyncDestroyAlarm(display, sync->reset_alarm);
    sync->idle_alarm = sync->reset_alarm = None;
    XFlush(display);
}

// Adds PropertyChangeMask to what this connection selects on `window`, keeping what GDK selected; true
// when it added it (it was not selected already).
static inline bool snack_x11_follow_properties(void *display, unsigned long window) {
    XWindowAttributes attributes;
    if (!XGetWindowAttributes(display, window, &attributes) || (attributes.your_event_mask & PropertyChangeMask)) return false;
    XSelectInput(display, window, attributes.your_event_mask | PropertyChangeMask);
    return true;
}

// Takes back the PropertyChangeMask `snack_x11_follow_properties` added to `window`.
static inline void snack_x11_unfollow_properties(void *display, unsigned long window) {
    XWindowAttributes attributes;
    if (!XGetWindowAttributes(display, window, &attributes)) return;
    XSelectInput(display, window, attributes.your_event_mask & ~PropertyChangeMask);
}

// The window a PropertyNotify event is about, and the property's atom; 0 for another event.
static inline unsigned long snack_x11_property_event(const void *event, unsigned long *atom) {
    const XEvent *xevent = event;
    if (xevent->type != PropertyNotify) return 0;
    *atom = xevent->xproperty.atom;
    return xevent->xproperty.window;
}

// The root window's _NET_ACTIVE_WINDOW, or 0.
static inline unsigned long snack_x11_active_window(void *display, unsigned long root, unsigned long active_atom) {
    Atom type = None;
    int format = 0;
    unsigned long count = 0, after = 0;
    unsigned char *data = NULL;
    unsigned long active = 0;
    if (XGetWindowProperty(display, root, active_atom, 0, 1, False, XA_WINDOW, &type, &format, &count, &after, &data) == Success
        && type == XA_WINDOW && format == 32 && count == 1)
        active = ((unsigned long *)data)[0];
    if (data) XFree(data);
    return active;
}

// Whether `window`'s _NET_WM_STATE lists `fullscreen_atom`.
static inline bool snack_x11_has_state(void *display, unsigned long window, unsigned long state_atom, unsigned long fullscreen_atom) {
    Atom type = None;
    int format = 0;
    unsigned long count = 0, after = 0;
    unsigned char *data = NULL;
    bool found = false;
    if (XGetWindowProperty(display, window, state_atom, 0, 64, False, XA_ATOM, &type, &format, &count, &after, &data) == Success
        && type == XA_ATOM && format == 32) {
        for (unsigned long index = 0; index < count; index++) {
            if (((unsigned long *)data)[index] == fullscreen_atom) found = true;
        }
    }
    if (data) XFree(data);
    return found;
}

#endif

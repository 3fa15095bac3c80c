#ifndef SNACKBAR_CSNACKBARGLIB_SHIM_H
#define SNACKBAR_CSNACKBARGLIB_SHIM_H

// GLib and GIO alone (D-Bus, GVariant, the main loop), for code that must not load GTK.
#include <gio/gio.h>
#include <glib-unix.h>
// malloc_trim: the popup service gives freed memory back to the system when its last popup went.
#include <malloc.h>

// libdispatch's hooks for run-loop integrators: the main queue's wake-up eventfd and its drain
// (MainQueueDrain runs the main queue inside the GLib main loop, for both renderers).
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

// libdispatch's C calls for WorkQueue, under names of their own (asm labels) so that they never meet the
// declarations of <dispatch/dispatch.h> in a module that imports both: its Swift overlay (libswiftDispatch.so)
// loads the Swift regex engine's two libraries, which the programs otherwise never load.
extern char snack_dispatch_main_q __asm__("_dispatch_main_q");
extern void *snack_dispatch_queue_create(const char *label, void *attributes) __asm__("dispatch_queue_create");
extern void *snack_dispatch_get_global_queue(long identifier, unsigned long flags) __asm__("dispatch_get_global_queue");
extern void snack_dispatch_async_f(void *queue, void *context, void (*work)(void *)) __asm__("dispatch_async_f");
extern void snack_dispatch_sync_f(void *queue, void *context, void (*work)(void *)) __asm__("dispatch_sync_f");
extern void snack_dispatch_release(void *object) __asm__("dispatch_release");
static inline void *snack_dispatch_main_queue(void) { return &snack_dispatch_main_q; }

// GSettings' default backend (transfer full), which <gio/gsettingsbackend.h> declares only for backends
// (G_SETTINGS_ENABLE_BACKEND): `DesktopSwitch.loadInBackground()` loads it on a worker thread.
extern GSettingsBackend *g_settings_backend_get_default(void);

/* g_object_get is variadic, which Swift cannot call: read one boolean property. */
static inline gboolean snack_glib_get_bool(gpointer object, const char *name) {
    gboolean value = FALSE;
    g_object_get(object, name, &value, NULL);
    return value;
}

/* g_object_get is variadic: read one integer property. */
static inline gint snack_glib_get_int(gpointer object, const char *name) {
    gint value = 0;
    g_object_get(object, name, &value, NULL);
    return value;
}

/* g_object_get is variadic: read one string property (transfer full, g_free it). */
static inline gchar *snack_glib_get_string(gpointer object, const char *name) {
    gchar *value = NULL;
    g_object_get(object, name, &value, NULL);
    return value;
}

#endif

/* SPDX-License-Identifier: MIT (see LICENSE in the source tree) */
/* SnackbarToast: a snack as a GObject with properties and signals (as AdwToast), shown by SnackbarOverlay
 * through the SnackbarSnack handle; its callbacks become the `action` and `dismissed` signals. */
#include "toast-private.h"

struct _SnackbarToast {
    GObject parent_instance;
    char *id, *title, *message, *action_label, *action_name;
    GVariant *action_target;
    SnackbarKind kind;
    SnackbarPriority priority;
    int timeout;
    double progress;
    gboolean use_markup;
    /* The overlay it is shown on (a weak pointer), NULL before it is shown and once it was dismissed. */
    SnackbarOverlay *overlay;
};

enum {
    PROP_0, PROP_ID, PROP_TITLE, PROP_MESSAGE, PROP_KIND, PROP_TIMEOUT, PROP_PRIORITY, PROP_PROGRESS,
    PROP_ACTION_LABEL, PROP_ACTION_NAME, PROP_ACTION_TARGET, PROP_USE_MARKUP, N_PROPS
};
static GParamSpec *properties[N_PROPS];

enum { SIGNAL_DISMISSED, SIGNAL_ACTION, N_SIGNALS };
static guint signals[N_SIGNALS];

/* The id of the toast's one button. */
#define TOAST_ACTION_ID "action"

G_DEFINE_FINAL_TYPE(SnackbarToast, snackbar_toast, G_TYPE_OBJECT)

/* A new id, unique in the process. */
static char *generated_id(void) {
    static guint count;
    return g_strdup_printf("snackbar-toast-%u", ++count);
}

static void snackbar_toast_init(SnackbarToast *self) {
    self->id = generated_id();
    self->message = g_strdup("");
    self->timeout = -1;
    self->progress = -1;
}

static void snackbar_toast_finalize(GObject *object) {
    SnackbarToast *self = SNACKBAR_TOAST(object);
    toast_set_shown_on(self, NULL);
    g_free(self->id);
    g_free(self->title);
    g_free(self->message);
    g_free(self->action_label);
    g_free(self->action_name);
    g_clear_pointer(&self->action_target, g_variant_unref);
    G_OBJECT_CLASS(snackbar_toast_parent_class)->finalize(object);
}

static void snackbar_toast_get_property(GObject *object, guint id, GValue *value, GParamSpec *pspec) {
    SnackbarToast *self = SNACKBAR_TOAST(object);
    switch (id) {
    case PROP_ID: g_value_set_string(value, self->id); break;
    case PROP_TITLE: g_value_set_string(value, self->title); break;
    case PROP_MESSAGE: g_value_set_string(value, self->message); break;
    case PROP_KIND: g_value_set_enum(value, self->kind); break;
    case PROP_TIMEOUT: g_value_set_int(value, self->timeout); break;
    case PROP_PRIORITY: g_value_set_enum(value, self->priority); break;
    case PROP_PROGRESS: g_value_set_double(value, self->progress); break;
    case PROP_ACTION_LABEL: g_value_set_string(value, self->action_label); break;
    case PROP_ACTION_NAME: g_value_set_string(value, self->action_name); break;
    case PROP_ACTION_TARGET: g_value_set_variant(value, self->action_target); break;
    case PROP_USE_MARKUP: g_value_set_boolean(value, self->use_markup); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
    }
}

/* A progress set while the toast is shown moves its bar in place, or takes it away. */
static void snackbar_toast_set_progress(SnackbarToast *self, double progress) {
    self->progress = progress;
    if (!self->overlay) return;
    GtkWidget *overlay = snackbar_overlay_get_gtk_overlay(self->overlay);
    if (progress >= 0)
        snackbar_gtk4_overlay_set_progress(overlay, self->id, progress);
    else
        snackbar_gtk4_overlay_clear_progress(overlay, self->id);
}

/* The id names the snack on screen: changed then, dismiss() and progress would reach no snack. */
static void snackbar_toast_set_id(SnackbarToast *self, const char *id) {
    if (self->overlay) {
        g_warning("SnackbarToast %s: its id cannot change while it is shown; it keeps it", self->id);
        return;
    }
    g_free(self->id);
    self->id = id && *id ? g_strdup(id) : generated_id();
}

static void snackbar_toast_set_property(GObject *object, guint id, const GValue *value, GParamSpec *pspec) {
    SnackbarToast *self = SNACKBAR_TOAST(object);
    switch (id) {
    case PROP_ID: snackbar_toast_set_id(self, g_value_get_string(value)); break;
    case PROP_TITLE: g_free(self->title); self->title = g_value_dup_string(value); break;
    case PROP_MESSAGE: g_free(self->message); self->message = g_strdup(g_value_get_string(value) ? g_value_get_string(value) : ""); break;
    case PROP_KIND: self->kind = g_value_get_enum(value); break;
    case PROP_TIMEOUT: self->timeout = g_value_get_int(value); break;
    case PROP_PRIORITY: self->priority = g_value_get_enum(value); break;
    case PROP_PROGRESS: snackbar_toast_set_progress(self, g_value_get_double(value)); break;
    case PROP_ACTION_LABEL: g_free(self->action_label); self->action_label = g_value_dup_string(value); break;
    case PROP_ACTION_NAME: g_free(self->action_name); self->action_name = g_value_dup_string(value); break;
    case PROP_ACTION_TARGET:
        g_clear_pointer(&self->action_target, g_variant_unref);
        self->action_target = g_value_dup_variant(value);
        break;
    case PROP_USE_MARKUP: self->use_markup = g_value_get_boolean(value); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
    }
}

static GParamSpec *text_property(const char *name, const char *default_value) {
    return g_param_spec_string(name, NULL, NULL, default_value, G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
}

static void snackbar_toast_class_init(SnackbarToastClass *klass) {
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    object_class->finalize = snackbar_toast_finalize;
    object_class->get_property = snackbar_toast_get_property;
    object_class->set_property = snackbar_toast_set_property;
    GParamFlags flags = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS;
    /**
     * SnackbarToast:id: (attributes org.gtk.Property.get=snackbar_toast_get_id)
     *
     * The id the toast shows under: by default one unique in the process ("" or %NULL gives a new one). A
     * toast shown with the id of a snack on screen takes that snack's place. It cannot change while the
     * toast is shown (a warning, and it stays).
     */
    properties[PROP_ID] = g_param_spec_string("id", NULL, NULL, NULL, flags);
    /**
     * SnackbarToast:title:
     *
     * A bold line above the message, or %NULL.
     */
    properties[PROP_TITLE] = text_property("title", NULL);
    /**
     * SnackbarToast:message:
     *
     * The text.
     */
    properties[PROP_MESSAGE] = text_property("message", "");
    /**
     * SnackbarToast:kind:
     *
     * The palette and icon.
     */
    properties[PROP_KIND] = g_param_spec_enum("kind", NULL, NULL, SNACKBAR_TYPE_KIND, SNACKBAR_KIND_NEUTRAL, flags);
    /**
     * SnackbarToast:timeout:
     *
     * Seconds on screen: -1 for the default (4 s, longer for long text), 0 to stay until closed (the close
     * button is then shown). A toast with a button stays at least 10 s, whatever this says, so that
     * everyone has time to reach the button (the property keeps the value given).
     */
    properties[PROP_TIMEOUT] = g_param_spec_int("timeout", NULL, NULL, -1, 3600, -1, flags);
    /**
     * SnackbarToast:priority:
     *
     * Whether the toast may jump the queue.
     */
    properties[PROP_PRIORITY] =
        g_param_spec_enum("priority", NULL, NULL, SNACKBAR_TYPE_PRIORITY, SNACKBAR_PRIORITY_NORMAL, flags);
    /**
     * SnackbarToast:progress:
     *
     * A progress bar filled this far (0…1), or -1 for none. Set while the toast is shown, the bar moves in
     * place (or goes, for -1): the toast keeps its place and its time.
     */
    properties[PROP_PROGRESS] = g_param_spec_double("progress", NULL, NULL, -1, 1, -1, flags);
    /**
     * SnackbarToast:action-label:
     *
     * The button's label, or %NULL for no button.
     */
    properties[PROP_ACTION_LABEL] = text_property("action-label", NULL);
    /**
     * SnackbarToast:action-name:
     *
     * A detailed action to activate on the overlay when the button is clicked (e.g. "win.undo"), or %NULL.
     * A name that no action reachable from the overlay answers to gives a warning on the click; a name
     * without #SnackbarToast:action-label (no button) gives one when the toast is shown.
     */
    properties[PROP_ACTION_NAME] = text_property("action-name", NULL);
    /**
     * SnackbarToast:action-target:
     *
     * The parameter for #SnackbarToast:action-name, or %NULL.
     */
    properties[PROP_ACTION_TARGET] = g_param_spec_variant("action-target", NULL, NULL, G_VARIANT_TYPE_ANY, NULL, flags);
    /**
     * SnackbarToast:use-markup:
     *
     * Whether the title and message are Pango markup (invalid markup shows as plain text).
     */
    properties[PROP_USE_MARKUP] = g_param_spec_boolean("use-markup", NULL, NULL, FALSE, flags);
    g_object_class_install_properties(object_class, N_PROPS, properties);
    /**
     * SnackbarToast::dismissed:
     * @self: the toast
     * @reason: why it went
     *
     * Emitted exactly once when the shown toast goes (also when its window is closed:
     * %SNACKBAR_REASON_SHUTDOWN); a progress update emits nothing.
     */
    signals[SIGNAL_DISMISSED] = g_signal_new("dismissed", G_TYPE_FROM_CLASS(klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                             NULL, G_TYPE_NONE, 1, SNACKBAR_TYPE_REASON);
    /**
     * SnackbarToast::action:
     * @self: the toast
     *
     * Emitted when the button is clicked, before #SnackbarToast:action-name is activated and before
     * #SnackbarToast::dismissed (with %SNACKBAR_REASON_ACTION).
     */
    signals[SIGNAL_ACTION] =
        g_signal_new("action", G_TYPE_FROM_CLASS(klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

SnackbarToast *
snackbar_toast_new(const char *message) {
    return g_object_new(SNACKBAR_TYPE_TOAST, "message", message, NULL);
}

const char *
snackbar_toast_get_id(SnackbarToast *self) {
    g_return_val_if_fail(SNACKBAR_IS_TOAST(self), NULL);
    return self->id;
}

void
snackbar_toast_dismiss(SnackbarToast *self) {
    g_return_if_fail(SNACKBAR_IS_TOAST(self));
    if (self->overlay) snackbar_gtk4_overlay_dismiss(snackbar_overlay_get_gtk_overlay(self->overlay), self->id);
}

void
toast_set_shown_on(SnackbarToast *self, SnackbarOverlay *overlay) {
    if (self->overlay) g_object_remove_weak_pointer(G_OBJECT(self->overlay), (gpointer *)&self->overlay);
    self->overlay = overlay;
    if (overlay) g_object_add_weak_pointer(G_OBJECT(overlay), (gpointer *)&self->overlay);
}

gboolean
toast_is_shown(SnackbarToast *self) {
    return self->overlay != NULL;
}

static void on_action(const char *snack_id, const char *action_id, void *data) {
    SnackbarToast *self = data;
    (void)snack_id;
    (void)action_id;
    g_signal_emit(self, signals[SIGNAL_ACTION], 0);
    /* GTK says nothing of an action it cannot find: a misspelt name in a .ui file would go unnoticed. */
    if (self->action_name && self->overlay
        && !gtk_widget_activate_action_variant(GTK_WIDGET(self->overlay), self->action_name, self->action_target))
        g_warning("SnackbarToast %s: no action '%s' is reachable from its overlay (an action of the application is "
                  "'app.NAME', of the window 'win.NAME', or of a group inserted on the overlay or above it)",
                  self->id, self->action_name);
}

static void on_dismissed(const char *snack_id, SnackbarReason reason, const char *action_id, void *data) {
    SnackbarToast *self = data;
    (void)snack_id;
    (void)action_id;
    toast_set_shown_on(self, NULL);
    g_signal_emit(self, signals[SIGNAL_DISMISSED], 0, reason);
}

SnackbarSnack *
toast_build_snack(SnackbarToast *self, int *status) {
    if (self->action_name && !self->action_label)
        g_warning("SnackbarToast %s: action-name '%s' has no action-label, so the toast shows no button for it", self->id,
                  self->action_name);
    SnackbarSnack *snack = snackbar_snack_new(self->message);
    if (!snack) {
        *status = SNACKBAR_ERROR_INVALID_UTF8;
        return NULL;
    }
    int results[] = {
        snackbar_snack_set_id(snack, self->id),
        snackbar_snack_set_title(snack, self->title),
        snackbar_snack_set_kind(snack, self->kind),
        snackbar_snack_set_priority(snack, self->priority),
        snackbar_snack_set_markup(snack, self->use_markup),
        self->timeout < 0 ? SNACKBAR_OK
        : self->timeout == 0 ? snackbar_snack_set_duration(snack, SNACKBAR_DURATION_INFINITE)
                             : snackbar_snack_set_duration_seconds(snack, self->timeout),
        self->progress < 0 ? SNACKBAR_OK : snackbar_snack_set_progress(snack, self->progress),
        self->action_label ? snackbar_snack_add_action(snack, TOAST_ACTION_ID, self->action_label, on_action,
                                                       g_object_ref(self), g_object_unref)
                           : SNACKBAR_OK,
        snackbar_snack_set_dismissed_callback(snack, on_dismissed, g_object_ref(self), g_object_unref),
    };
    for (size_t index = 0; index < G_N_ELEMENTS(results); index++) {
        if (results[index] != SNACKBAR_OK) {
            *status = results[index];
            snackbar_snack_free(snack);
            return NULL;
        }
    }
    *status = SNACKBAR_OK;
    return snack;
}

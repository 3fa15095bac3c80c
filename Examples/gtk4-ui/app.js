// SPDX-License-Identifier: MIT (see LICENSE in the source tree)
// A GJS GTK 4 app whose window comes from window.ui: three snacks stacked over its content, one's progress
// moved in place, Undo as a window action, F6 to reach the newest snack from the keyboard, and each snack's one
// `dismissed` (closing the window ends the others with `shutdown`). Against a Snackbar installed in PREFIX, beside
// window.ui:
//   GI_TYPELIB_PATH=PREFIX/lib/girepository-1.0 LD_LIBRARY_PATH=PREFIX/lib gjs app.js
imports.gi.versions.Gtk = '4.0';
imports.gi.versions.SnackbarGtk4 = '0.2';
const {Gio, GLib, GObject, Gtk, SnackbarGtk4} = imports.gi;

Gtk.init();
// GJS loads the library on first use: make its types known before GtkBuilder reads the file.
GObject.type_ensure(SnackbarGtk4.Overlay.$gtype);
GObject.type_ensure(SnackbarGtk4.Toast.$gtype);

const loop = new GLib.MainLoop(null, false);
const builder = Gtk.Builder.new_from_file('window.ui');
const window = builder.get_object('window');
window.set_title('Snackbar UI JavaScript');
const undo = new Gio.SimpleAction({name: 'undo', parameter_type: new GLib.VariantType('s')});
undo.connect('activate', (action, file) => print(`undo ${file.unpack()}`));
const actions = new Gio.SimpleActionGroup();
actions.add_action(undo);
window.insert_action_group('win', actions);
window.present();

const reasonNick = reason => Object.keys(SnackbarGtk4.Reason).find(key => SnackbarGtk4.Reason[key] === reason).toLowerCase().replace(/_/g, '-');
let dismissed = 0;
const overlay = builder.get_object('overlay');
for (const name of ['copy', 'trash', 'saved']) {
    const toast = builder.get_object(name);
    toast.connect('dismissed', (self, reason) => {
        print(`dismissed ${self.id} ${reasonNick(reason)}`);
        if (++dismissed === 3)
            loop.quit();
    });
    toast.connect('action', self => {
        print(`action ${self.id}`);
        // The window closes once Undo is done: the snacks still up end with `shutdown`.
        GLib.idle_add(GLib.PRIORITY_DEFAULT, () => {
            window.destroy();
            return GLib.SOURCE_REMOVE;
        });
    });
    overlay.add_toast(toast);
}
// Half copied: the bar moves, the snack keeps its place.
builder.get_object('copy').progress = 0.5;
const shortcuts = new Gtk.ShortcutController();
shortcuts.add_shortcut(new Gtk.Shortcut({
    trigger: Gtk.ShortcutTrigger.parse_string('F6'),
    action: Gtk.CallbackAction.new(() => {
        // A SnackbarStatus: Status.OK, which is 0, when a snack took the focus (never test it for truth).
        print(overlay.focus_newest() === SnackbarGtk4.Status.OK ? 'focused' : 'nothing to focus');
        return true;
    }),
}));
window.add_controller(shortcuts);
loop.run();

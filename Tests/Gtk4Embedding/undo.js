// SPDX-License-Identifier: MIT (see LICENSE in the source tree)
// A GJS GTK 4 app showing a snack with Undo through the SnackbarGtk4 typelib. It prints where the Undo
// button is ("undo-at X Y", surface pixels for `xdotool mousemove --window`), then what the snack reports.
imports.gi.versions.Gtk = '4.0';
imports.gi.versions.SnackbarGtk4 = '0.1';
const {GLib, Graphene, Gtk, SnackbarGtk4} = imports.gi;

Gtk.init();
const loop = new GLib.MainLoop(null, false);
const window = new Gtk.Window({title: 'Gtk4 JavaScript Undo', default_width: 640, default_height: 360});
const overlay = SnackbarGtk4.overlay_new(new Gtk.Label({label: 'notes.txt'}));
window.set_child(overlay);
window.present();

/** The Undo button's centre in its surface's pixels, or null while it is not on screen. */
function undoCenter(widget) {
    if (widget instanceof Gtk.Button && widget.get_label() === 'Undo' && widget.get_mapped() && widget.get_width() > 0) {
        const native = widget.get_native();
        const center = new Graphene.Point({x: widget.get_width() / 2, y: widget.get_height() / 2});
        const [ok, point] = widget.compute_point(native, center);
        if (ok) {
            const [dx, dy] = native.get_surface_transform();
            return [Math.trunc(point.x + dx), Math.trunc(point.y + dy)];
        }
    }
    for (let child = widget.get_first_child(); child !== null; child = child.get_next_sibling()) {
        const found = undoCenter(child);
        if (found)
            return found;
    }
    return null;
}

let last = null;
GLib.timeout_add(GLib.PRIORITY_DEFAULT, 50, () => {
    const found = undoCenter(window);
    // On screen and standing still (any slide-in is over).
    const settled = found !== null && found[1] >= 0 && last !== null && found[0] === last[0] && found[1] === last[1];
    last = found;
    if (!settled)
        return GLib.SOURCE_CONTINUE;
    print(`undo-at ${found[0]} ${found[1]}`);
    return GLib.SOURCE_REMOVE;
});
GLib.timeout_add_seconds(GLib.PRIORITY_DEFAULT, 60, () => {
    print('timeout: no click');
    loop.quit();
    return GLib.SOURCE_REMOVE;
});

const status = SnackbarGtk4.overlay_show(
    overlay, 'moved', 'Moved', 'notes.txt moved to the bin', SnackbarGtk4.Kind.INFO, SnackbarGtk4.Priority.NORMAL, -1,
    'undo', 'Undo', 'open', 'Open',
    (snackId, actionId) => print(`action ${snackId} ${actionId}`),
    (snackId, reason, actionId) => {
        print(`dismissed ${snackId} ${reason} ${actionId ?? '-'}`);
        loop.quit();
    });
print(`show ${SnackbarGtk4.status_message(status)}`);
loop.run();

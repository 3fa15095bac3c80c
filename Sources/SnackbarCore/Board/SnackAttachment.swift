/// What a renderer hangs on one snack — an app's own widget, stylesheets for that snack alone — and the
/// board carries without reading it.
///
/// It travels with `.add`, stays with the snack while it waits in the queue, comes back in `.present`
/// and `.update`, is replaced when a merging snack brings its own, and is dropped with the snack. So the
/// renderer never re-derives a merge or a rejection: whatever it holds is released when the last
/// reference goes (a class's `deinit`), on the thread that runs the board.
public protocol SnackAttachment: AnyObject, Sendable {}

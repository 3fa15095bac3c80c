// Users of the renderer get the core's model types (Snack, SnackKind, DismissReason, …) with one import.
@_exported import SnackbarCore

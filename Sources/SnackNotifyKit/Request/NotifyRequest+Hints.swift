import SnackbarCore

extension NotifyRequest {
    /// Applies the hints that mean something to a snack; every other hint is accepted and ignored.
    ///
    /// `int:value:N` → a progress bar at N %; `string:image-path:P` → the icon; a stack tag
    /// (`x-dunst-stack-tag`, `x-canonical-private-synchronous`) → the reuse tag unless `--id` set one;
    /// `byte:urgency:N` → the urgency; `boolean:transient:…` → transient; `string:category:…` → a category;
    /// `boolean:x-snackbar-requires-interaction:…` → `--requires-interaction`; `boolean:resident:…` → actions
    /// keep the popup (`staysOnAction`).
    package mutating func apply(_ hint: NotifyHint) {
        switch (hint.name, hint.value) {
        case ("value", .int(let percent)):
            content.progress = .fraction(Double(min(max(percent, 0), 100)) / 100)
        case ("image-path", .string(let path)), ("image_path", .string(let path)):
            content.icon = path
        case ("x-dunst-stack-tag", .string(let stackTag)), ("x-canonical-private-synchronous", .string(let stackTag)):
            if tag == nil && !stackTag.isEmpty { tag = stackTag }
        case ("urgency", .byte(let level)):
            if let parsed = NotifyUrgency(byte: Int(level)) { urgency = parsed }
        case ("transient", .boolean(let flag)):
            isTransient = flag
        case ("category", .string(let category)):
            categories.append(category)
        case ("x-snackbar-requires-interaction", .boolean(let flag)):
            content.requiresInteraction = flag
        case ("resident", .boolean(let flag)):
            content.staysOnAction = flag
        default:
            break
        }
    }
}

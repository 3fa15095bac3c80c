import SnackbarCore

extension NotifyOption {
    /// Snackbar's own options: those of the popup, then those that control the running service.
    package static let snackbarOptions: [NotifyOption] = popupOptions + controlOptions

    /// The options that shape or report the popup.
    static let popupOptions: [NotifyOption] = [
        choice(
            "type", value: localized("KIND"), names: SnackKind.paletteKinds.map(\.cssClass),
            help: localized("The palette: positive, warning, negative, info or neutral."),
            parse: SnackKind.init(name:)
        ) { draft, kind in draft.kind = kind },
        NotifyOption(
            "duration", value: localized("DURATION"), completion: .words(["short", "long", "infinite"]),
            help: localized("How long it stays: short (4 s), long (10 s), infinite or SECONDS.")
        ) { draft, text, spelling throws(NotifyFailure) in
            do { draft.duration = try SnackDuration(parsing: text) } catch {
                throw .badValue(text, spelling, accepted: localized("short, long, infinite or a number of seconds greater than 0"))
            }
        },
        NotifyOption(
            "requires-interaction",
            help: localized("While a screen reader runs, stay until acted on or closed (no timeout).")
        ) { draft, _, _ in
            draft.request.requiresInteraction = true
        },
        milliseconds("show-delay", help: localized("Show only if still wanted after MS milliseconds (closed sooner, it never shows).")) {
            $0.request.showDelay = Double($1) / 1000
        },
        milliseconds("min-visible", help: localized("Once shown, stay at least MS milliseconds before a close takes it.")) {
            $0.request.minimumVisible = Double($1) / 1000
        },
        NotifyOption("countdown", help: localized("Show the time left as a thin bar; it stands still while you point at the popup.")) { draft, _, _ in
            draft.request.showsCountdown = true
        },
        NotifyOption(
            "long-action", value: localized("[NAME=]Text"),
            help: localized("A button on its own row below the message. Implies --wait.")
        ) { draft, text, spelling throws(NotifyFailure) in
            // A second one would silently replace the first: the script meant two buttons.
            guard draft.longActionText == nil else { throw NotifyFailure(localized("%s given twice; a popup has one long action.", spelling)) }
            try NotifyAction.check(text, spelling)
            draft.longActionText = text
        },
        NotifyOption("no-close-button", help: localized("No close button (an infinite popup keeps one).")) { draft, _, _ in
            draft.request.showsCloseButton = false
        },
        choice(
            "position", value: localized("EDGE"), names: SnackEdge.allCases.map(\.rawValue),
            help: localized("Stack at the top or bottom of the screen."),
            parse: { SnackEdge(rawValue: $0.lowercased()) }
        ) { draft, edge in draft.request.edge = edge },
        choice(
            "align", value: localized("ALIGNMENT"), names: SnackAlignment.allCases.map(\.rawValue),
            help: localized("Where along the edge: leading, center or trailing."),
            parse: { SnackAlignment(rawValue: $0.lowercased()) }
        ) { draft, alignment in draft.request.namedAlignment = alignment },
        NotifyOption(
            "monitor", value: localized("MONITOR"), completion: .words(["primary", "pointer", "all", "0", "1", "2"]),
            help: localized("Which monitor: primary, pointer, all or a number from 0.")
        ) { draft, text, spelling throws(NotifyFailure) in
            guard let monitor = MonitorChoice(name: text) else {
                throw .badValue(text, spelling, accepted: localized("primary, pointer, all or a monitor number from 0"))
            }
            draft.request.monitor = monitor
        },
        NotifyOption(
            "render-png", value: localized("FILE"), completion: .files,
            help: localized("Draw the popup into the PNG FILE instead of showing it (needs no display).")
        ) { draft, text, _ in
            draft.request.renderPNGPath = text
        },
        NotifyOption(
            "theme", value: localized("FILE.css"), completion: .styleSheets,
            help: localized("GTK CSS applied on top of the default theme.")
        ) { draft, text, _ in draft.request.themePath = text },
        NotifyOption("dark", help: localized("Use the dark palette.")) { draft, _, _ throws(NotifyFailure) in try draft.force(.dark) },
        NotifyOption("light", help: localized("Use the light palette.")) { draft, _, _ throws(NotifyFailure) in try draft.force(.light) },
        NotifyOption("markup", help: localized("Treat SUMMARY and BODY as Pango markup (plain text otherwise).")) { draft, _, _ in
            draft.request.usesMarkup = true
        },
        NotifyOption(
            "id", value: localized("TAG"),
            help: localized("A reuse tag: a popup with the same tag is replaced in place.")
        ) { draft, text, spelling throws(NotifyFailure) in
            guard !text.isEmpty else { throw .badValue(text, spelling, accepted: localized("a non-empty tag")) }
            draft.request.tag = text
        },
        NotifyOption("json", help: localized("Print the outcome as one JSON object: id, reason, action.")) { draft, _, _ in
            draft.request.printsJSON = true
        },
        NotifyOption(
            "follow",
            help: localized(
                "Update the popup from each line of standard input: text, or JSON with message, title, kind, progress; at EOF it stays for its duration."
            )
        ) { draft, _, _ in
            draft.request.follows = true
        },
        NotifyOption("verbose", help: localized("Say on standard error how the popup was delivered.")) { draft, _, _ in
            draft.request.isVerbose = true
        },
        NotifyOption(
            "focus",
            help: localized("Move the keyboard focus to the newest popup shown, again to the next older one (bind it to a key); exit 2 if none.")
        ) { draft, _, _ throws(NotifyFailure) in
            try draft.ask(.focus)
        }
    ]

    /// The options that control the running service and show nothing of their own (the man page's
    /// paragraph before them says so).
    static let controlOptions: [NotifyOption] = [
        NotifyOption(
            "close", value: "ID",
            help: localized("Close the popup with this id (as --print-id printed it); exit 2 if the service shows none with it.")
        ) { draft, text, spelling throws(NotifyFailure) in
            guard let id = UInt32(text), id > 0 else {
                throw .badValue(text, spelling, accepted: localized("a popup id: a whole number from 1 to %s", String(UInt32.max)))
            }
            try draft.ask(.close(id))
        },
        NotifyOption("close-all", help: localized("Close every popup the running service shows.")) { draft, _, _ throws(NotifyFailure) in
            try draft.ask(.closeAll)
        },
        choice(
            "dnd", value: localized("MODE"), names: DoNotDisturbChange.allCases.map(\.rawValue),
            help: localized("Do not disturb: on, off, toggle or status (prints on or off); while on only critical popups show."),
            parse: { DoNotDisturbChange(rawValue: $0.lowercased()) }
        ) { draft, change throws(NotifyFailure) in
            try draft.ask(.doNotDisturb(change))
        },
        NotifyOption(
            "history",
            help: localized("List the popups that went, newest first: id, app, title, message, urgency, reason, seconds held (--json: an array).")
        ) { draft, _, _ throws(NotifyFailure) in
            try draft.ask(.history)
        },
        NotifyOption("history-pop", help: localized("Show the newest popup of the history again and take it out of the history.")) {
            draft, _, _ throws(NotifyFailure) in
            try draft.ask(.historyPop)
        }
    ]
}

extension NotifyOption {
    /// The longest `--show-delay` and `--min-visible`: `SnackLimits.maxAntiFlickerSeconds`.
    package static let maxAntiFlickerMilliseconds = UInt32(SnackLimits.maxAntiFlickerSeconds * 1000)

    /// An anti-flicker option: a whole number of milliseconds from 0 to `maxAntiFlickerMilliseconds`.
    static func milliseconds(
        _ long: String, help: @autoclosure @escaping @Sendable () -> String,
        write: @escaping @Sendable (inout NotifyDraft, UInt32) -> Void
    ) -> NotifyOption {
        NotifyOption(long, value: localized("MS"), help: help()) { draft, text, spelling throws(NotifyFailure) in
            guard let value = UInt32(text), value <= maxAntiFlickerMilliseconds else {
                throw .badValue(
                    text, spelling,
                    accepted: localized(
                        "a whole number of milliseconds from 0 to %s",
                        String(maxAntiFlickerMilliseconds)))
            }
            write(&draft, value)
        }
    }
}

import SnackbarCore

/// A request as the options write it, with what can only be resolved once every option was read: the
/// texts, `-t`, the hints, the actions and the explicit palette and duration (the urgency, which a hint
/// may still change, gives their defaults).
struct NotifyDraft {
    /// The request the options write directly; `finish` completes it.
    var request = NotifyRequest(message: "")
    var texts: [[UInt8]] = []
    var wantsVersion = false
    /// The service control asked for (`--focus`, `--close-all`, …), if any.
    var control: ServiceControl?
    var expireMilliseconds: Int32 = -1
    var hints: [String] = []
    var actionTexts: [String] = []
    var longActionText: String?
    var kind: SnackKind?
    var duration: SnackDuration?

    /// The most inline buttons a popup lays out; one more fits on its own row (`--long-action`), and the
    /// rest go in its "More" menu.
    static let maxInlineActions = 2

    /// Asks for `wanted`, refusing a second, different control in the same call.
    mutating func ask(_ wanted: ServiceControl) throws(NotifyFailure) {
        if let control, control != wanted {
            throw NotifyFailure(localized("%s and %s cannot be used together: choose one.", control.spelling, wanted.spelling))
        }
        control = wanted
    }

    /// `--dark` / `--light`: forces `variant`, refusing the other one given as well.
    mutating func force(_ variant: ThemeVariant) throws(NotifyFailure) {
        if let forced = request.colorScheme, forced != variant {
            throw NotifyFailure(localized("--dark and --light cannot be used together: choose one palette."))
        }
        request.colorScheme = variant
    }

    /// Resolves texts, hints, actions and defaults into the request, in notify-send's order of checks.
    func finish(environment: some NotifyEnvironment) throws(NotifyFailure) -> NotifyRequest {
        let (summary, body) = try resolvedTexts(environment: environment)
        var request = request
        request.message = body ?? summary
        request.title = body == nil ? nil : summary
        for text in hints {
            try request.apply(NotifyHint(parsing: text, environment: environment))
        }
        request.kind = kind ?? request.urgency.kind
        request.duration = duration ?? request.urgency.duration(expireMilliseconds: expireMilliseconds)
        try resolveActions(into: &request)
        request.waits = request.waits || !request.allActions.isEmpty
        try request.checkFiles(environment: environment)
        if request.renderPNGPath != nil, request.themePath != nil {
            throw NotifyFailure(localized("--render-png draws the built-in theme; --theme needs a display (show the popup instead)."))
        }
        if !request.follows {
            // The edge's check: a snack the service would refuse is refused here, before any popup.
            do {
                request.takeTexts(of: try request.makeSnack().validated())
            } catch {
                // An empty SUMMARY (and no BODY) is no summary, in notify-send's words.
                if case .emptyContent = error { throw .noSummary }
                throw NotifyFailure(error.description)
            }
        }
        return request
    }
}

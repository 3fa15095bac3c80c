import SnackbarCore

extension NotifyDraft {
    /// The most inline buttons a popup lays out; one more fits on its own row (`--long-action`).
    static let maxInlineActions = 2

    /// Resolves texts, hints, actions and defaults into a request, in notify-send's order of checks.
    func finish(environment: some NotifyEnvironment) throws(NotifyFailure) -> NotifyRequest {
        let (summary, body) = try resolvedTexts(environment: environment)
        var request = NotifyRequest(message: body ?? summary, title: body == nil ? nil : summary)
        request.urgency = urgency ?? .normal
        request.appName = appName
        request.categories = categories
        request.isTransient = isTransient
        request.printsID = printsID
        request.replaceID = replaceID > 0 ? UInt32(replaceID) : 0
        request.tag = tag
        request.showsCloseButton = showsCloseButton
        request.edge = edge
        request.alignment = alignment
        request.monitor = monitor
        request.colorScheme = colorScheme
        request.usesMarkup = usesMarkup
        request.printsJSON = printsJSON
        request.follows = follows
        request.isVerbose = isVerbose
        request.icon = icon
        for text in hints {
            try request.apply(NotifyHint(parsing: text, environment: environment))
        }
        request.kind = kind ?? request.urgency.kind
        request.duration = duration ?? expireDuration ?? request.urgency.duration
        try resolveActions(into: &request)
        request.waits = waits || !request.allActions.isEmpty
        request.icon = try checkedIcon(request.icon, environment: environment)
        if let themePath {
            guard environment.fileExists(atPath: themePath) else {
                throw NotifyFailure("Theme file not found: \(themePath)")
            }
            request.themePath = themePath
        }
        if !follows {
            do {
                _ = try request.makeSnack().validated()
            } catch {
                // An empty SUMMARY (and no BODY) is no summary, in notify-send's words.
                if case .emptyContent = error { throw .noSummary }
                throw NotifyFailure(error.description)
            }
        }
        return request
    }

    /// `-t` in milliseconds as a duration: 0 never expires, a negative value means "the default".
    var expireDuration: SnackDuration? {
        if expireMilliseconds == 0 { return .infinite }
        return expireMilliseconds > 0 ? .custom(Double(expireMilliseconds) / 1000) : nil
    }

    /// SUMMARY and BODY: UTF-8 checked, BODY's escapes interpreted, `-` read from standard input.
    func resolvedTexts(environment: some NotifyEnvironment) throws(NotifyFailure) -> (String, String?) {
        let dash = Array("-".utf8)
        if follows && texts.contains(dash) {
            throw NotifyFailure("--follow reads standard input; a text of - cannot be read as well.")
        }
        if texts.filter({ $0 == dash }).count > 1 {
            throw NotifyFailure("Only one text can be read from standard input (-).")
        }
        func read(_ bytes: [UInt8], compress: Bool) -> [UInt8] {
            guard bytes == dash else { return compress ? StringCompress.compress(bytes) : bytes }
            var input = environment.readStandardInput()
            if input.last == UInt8(ascii: "\n") { input.removeLast() }
            return input
        }
        guard let first = texts.first else {
            if follows { return ("", nil) }
            throw .noSummary
        }
        let summary = try RawText.decode(read(first, compress: false), for: "Summary")
        guard texts.count > 1 else { return (summary, nil) }
        let body = try RawText.decode(read(texts[1], compress: true), for: "Body")
        guard texts.count == 2 else { throw .tooManyTexts }
        return (summary, body)
    }

    /// The `-A` buttons (named by index when unnamed) and the `--long-action` one.
    func resolveActions(into request: inout NotifyRequest) throws(NotifyFailure) {
        request.actions = actionTexts.enumerated().compactMap { NotifyAction(parsing: $1, index: $0) }
        request.longAction = longActionText.flatMap { NotifyAction(parsing: $0, index: actionTexts.count) }
        if request.actions.count > Self.maxInlineActions && request.longAction == nil {
            request.longAction = request.actions.removeLast()
        }
        guard request.actions.count <= Self.maxInlineActions else {
            throw NotifyFailure("Too many actions: a popup shows at most three (two -A and one --long-action).")
        }
    }

    /// The icon, with a `file://` prefix removed; a path (it has a `/`) must name an existing file.
    func checkedIcon(_ icon: String?, environment: some NotifyEnvironment) throws(NotifyFailure) -> String? {
        guard var icon, !icon.isEmpty else { return nil }
        if icon.hasPrefix("file://") { icon.removeFirst("file://".count) }
        if icon.contains("/") && !environment.fileExists(atPath: icon) {
            throw NotifyFailure("Icon file not found: \(icon)")
        }
        return icon
    }
}

import SnackbarCore

extension NotifyDraft {
    /// SUMMARY and BODY: UTF-8 checked, BODY's escapes interpreted, `-` read from standard input.
    func resolvedTexts(environment: some NotifyEnvironment) throws(NotifyFailure) -> (String, String?) {
        let dash = Array("-".utf8)
        if request.follows && texts.contains(dash) {
            throw NotifyFailure(localized("--follow reads standard input; a text of - cannot be read as well."))
        }
        if texts.filter({ $0 == dash }).count > 1 {
            throw NotifyFailure(localized("Only one text can be read from standard input (-)."))
        }
        func read(_ bytes: [UInt8], compress: Bool) -> [UInt8] {
            guard bytes == dash else { return compress ? StringCompress.compress(bytes) : bytes }
            var input = environment.readStandardInput()
            if input.last == UInt8(ascii: "\n") { input.removeLast() }
            return input
        }
        guard let first = texts.first else {
            if request.follows { return ("", nil) }
            throw .noSummary
        }
        let summary = try RawText.decode(read(first, compress: false), for: localized("Summary"))
        // notify-send refuses an empty SUMMARY even with a BODY; a script written for it expects that here too.
        if summary.isEmpty && !request.follows { throw .noSummary }
        guard texts.count > 1 else { return (summary, nil) }
        let body = try RawText.decode(read(texts[1], compress: true), for: localized("Body"))
        guard texts.count == 2 else { throw .tooManyTexts }
        return (summary, body)
    }

    /// The `-A` buttons (named by index when unnamed) and the `--long-action` one. A third `-A` without
    /// `--long-action` takes its row; past that, the `-A` after the first two go in the "More" menu.
    func resolveActions(into request: inout NotifyRequest) throws(NotifyFailure) {
        let count = actionTexts.count + (longActionText == nil ? 0 : 1)
        guard count <= NotifyRequest.maximumActions else {
            throw NotifyFailure(
                localized("Too many actions: %s; a popup offers at most %s.", String(count), String(NotifyRequest.maximumActions)))
        }
        request.actions = actionTexts.enumerated().compactMap { NotifyAction(parsing: $1, index: $0) }
        request.longAction = longActionText.flatMap { NotifyAction(parsing: $0, index: actionTexts.count) }
        if request.actions.count == Self.maxInlineActions + 1 && request.longAction == nil {
            request.longAction = request.actions.removeLast()
        }
    }
}

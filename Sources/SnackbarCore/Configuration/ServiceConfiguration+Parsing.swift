extension ServiceConfiguration {
    /// One thing wrong in a file: where, and what is accepted.
    package struct Problem: Sendable, Equatable, CustomStringConvertible {
        /// `FILE:LINE`.
        package var place: String
        package var message: String
        package var description: String { "\(place): \(message)" }

        package init(place: String, message: String) {
            (self.place, self.message) = (place, message)
        }
    }

    /// The configuration `entries` (merged, see `merge`) describe, or every problem in them. `home` expands
    /// a theme path's leading `~/`; a relative one is taken from the directory of the file naming it.
    package static func parse(_ entries: [KeyFileEntry], home: String?) -> Result<ServiceConfiguration, ProblemList> {
        var configuration = ServiceConfiguration()
        var problems: [Problem] = []
        var rules: [String: NotificationRule] = [:]
        var ruleOrder: [String] = []
        var rulePlaces: [String: String] = [:]
        var unknownGroups: Set<String> = []
        for entry in entries {
            let problem: String?
            if entry.group == serverGroup {
                problem = configuration.applyServer(entry, home: home)
            } else if entry.group == UserPreferences.timingGroup {
                problem = configuration.applyTiming(entry)
            } else if entry.group.hasPrefix(rulePrefix) {
                let name = String(entry.group.dropFirst(rulePrefix.count))
                if rules[name] == nil {
                    ruleOrder.append(name)
                    rulePlaces[name] = entry.groupPlace
                }
                var rule = rules[name] ?? NotificationRule(name: name)
                problem = rule.apply(entry)
                rules[name] = rule
            } else {
                // Once for the group, at its header.
                guard unknownGroups.insert(entry.group).inserted else { continue }
                problems.append(
                    Problem(place: entry.groupPlace, message: localized("[%s]: unknown group (known: [server], [timing], [rule NAME])", entry.group)))
                continue
            }
            if let problem { problems.append(Problem(place: entry.place, message: problem)) }
        }
        for name in ruleOrder {
            guard let rule = rules[name], let place = rulePlaces[name] else { continue }
            if name.trimmedOfWhitespace().isEmpty || name.count > maximumNameCharacters {
                problems.append(
                    Problem(
                        place: place, message: localized("[rule %s]: a rule needs a NAME of 1 to %s characters", name, "\(maximumNameCharacters)")))
            } else if !rule.isEnabled {
                // Switched off (a system rule the user turns off): it needs nothing else.
            } else if !rule.hasMatch {
                problems.append(
                    Problem(place: place, message: localized("[rule %s]: a rule needs at least one of app-name, category, urgency, summary", name)))
            } else if rule.effect == RuleEffect() {
                problems.append(
                    Problem(place: place, message: localized("[rule %s]: a rule needs at least one of kind, duration, position, hide", name)))
            }
            configuration.rules.append(rule)
        }
        if ruleOrder.count > maximumRules {
            problems.append(
                Problem(
                    place: rulePlaces[ruleOrder[maximumRules]] ?? "",
                    message: localized("more than %s rules", "\(maximumRules)")))
        }
        return problems.isEmpty ? .success(configuration) : .failure(ProblemList(problems: problems))
    }

    /// The problems of a refused file; `summary` is the one warning the user gets.
    package struct ProblemList: Error, Sendable, Equatable {
        package var problems: [Problem]

        package init(problems: [Problem]) {
            self.problems = problems
        }

        /// The first problem, and how many more there are.
        package var summary: String {
            guard let first = problems.first else { return "" }
            let more = problems.count - 1
            return first.description + (more == 0 ? "" : localizedPlural(" (and %s more problem)", " (and %s more problems)", count: more, "\(more)"))
        }
    }

    private mutating func applyServer(_ entry: KeyFileEntry, home: String?) -> String? {
        let value = String(entry.value.trimmedOfWhitespace())
        let prefix = "[server] \(entry.key): "
        switch entry.key {
        case "position":
            guard let parsed = SnackEdge(rawValue: value.lowercased()) else { return prefix + Self.refusal(value, localized("top or bottom")) }
            edge = parsed
        case "alignment":
            guard let parsed = SnackAlignment(rawValue: value.lowercased()) else {
                return prefix + Self.refusal(value, localized("leading, center or trailing"))
            }
            alignment = parsed
        case "monitor":
            guard let parsed = MonitorChoice(name: value), Self.fits(parsed) else {
                return prefix
                    + Self.refusal(value, localized("primary, pointer, all or a monitor number from 0 to %s", "\(Self.monitorRange.upperBound)"))
            }
            monitor = parsed
        case "max-visible":
            guard let number = Int(value), Self.maxVisibleRange.contains(number) else {
                return prefix + Self.refusal(value, localized("a whole number from %s to %s", "1", "\(Self.maxVisibleRange.upperBound)"))
            }
            maxVisible = number
        case "history-size":
            guard let number = Int(value), Self.historySizeRange.contains(number) else {
                return prefix + Self.refusal(value, localized("a whole number from %s to %s", "0", "\(Self.historySizeRange.upperBound)"))
            }
            historySize = number
        case "idle-threshold":
            guard let number = Int(value), Self.idleThresholdRange.contains(number) else {
                return prefix
                    + Self.refusal(
                        value, localized("a whole number of seconds from %s to %s (0: never)", "0", "\(Self.idleThresholdRange.upperBound)"))
            }
            idleThreshold = number
        case "fullscreen":
            guard let parsed = FullscreenPolicy(rawValue: value.lowercased()) else { return prefix + Self.refusal(value, localized("delay or show")) }
            fullscreen = parsed
        case "theme":
            guard !value.isEmpty, value.count <= Self.maximumPathCharacters else {
                return prefix + Self.refusal(value, localized("the path of a CSS file"))
            }
            themePath = Self.absolute(value, file: entry.file, home: home)
            themePlace = entry.place
        default:
            guard entry.key.hasPrefix("duration-"), let urgency = NotifyUrgency(rawValue: String(entry.key.dropFirst("duration-".count))) else {
                return prefix
                    + localized(
                        "unknown key (known: %s)",
                        "position, alignment, monitor, max-visible, duration-low, duration-normal, "
                            + "duration-critical, theme, history-size, idle-threshold, fullscreen")
            }
            guard let duration = Self.duration(value) else { return prefix + Self.durationRefusal(value) }
            durations[urgency] = duration
        }
        return nil
    }

    private mutating func applyTiming(_ entry: KeyFileEntry) -> String? {
        guard entry.key == UserPreferences.timeScaleKey else {
            return "[timing] \(entry.key): " + localized("unknown key (known: %s)", UserPreferences.timeScaleKey)
        }
        // As apps take it: refused, the default stays; out of range, clamped; either way a note, no refusal.
        if let warning = preferences.setTimeScale(entry.value, source: "\(entry.place): [timing] \(entry.key)") { notes.append(warning) }
        return nil
    }

    /// `short`, `long`, `infinite` or seconds above 0 up to `maximumSeconds`.
    static func duration(_ text: String) -> SnackDuration? {
        guard let duration = try? SnackDuration(parsing: text) else { return nil }
        if let seconds = duration.seconds, case .custom = duration, seconds > maximumSeconds { return nil }
        return duration
    }

    static func durationRefusal(_ text: String) -> String {
        refusal(text, localized("short, long, infinite or a number of seconds above 0 up to %s", "\(Int(maximumSeconds))"))
    }

    /// `“text” is not accepted; use …`.
    static func refusal(_ text: String, _ accepted: String) -> String {
        localized("“%s” is not accepted; use %s", text, accepted)
    }

    private static func fits(_ monitor: MonitorChoice) -> Bool {
        if case .index(let number) = monitor { return monitorRange.contains(number) }
        return true
    }

    private static func absolute(_ path: String, file: String, home: String?) -> String {
        if path.hasPrefix("~/"), let home { return home + path.dropFirst(1) }
        return FilePaths.absolute(path, in: file.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/"))
    }
}

extension NotificationRule {
    /// Applies one key of the rule's group; returns the problem, if any.
    mutating func apply(_ entry: KeyFileEntry) -> String? {
        let value = String(entry.value.trimmedOfWhitespace())
        let prefix = "[rule \(name)] \(entry.key): "
        func pattern() -> GlobPattern? { GlobPattern(value) }
        let tooLong = prefix + localized("a pattern of at most %s characters", "\(GlobPattern.maximumCharacters)")
        switch entry.key {
        case "app-name":
            guard let parsed = pattern() else { return tooLong }
            appName = parsed
        case "category":
            guard let parsed = pattern() else { return tooLong }
            category = parsed
        case "summary":
            guard let parsed = pattern() else { return tooLong }
            summary = parsed
        case "urgency":
            let names = value.split(separator: ",").map { $0.trimmedOfWhitespace().lowercased() }
            let parsed = names.compactMap { NotifyUrgency(rawValue: $0) }
            guard !names.isEmpty, parsed.count == names.count else {
                return prefix + ServiceConfiguration.refusal(value, localized("low, normal or critical, or a list such as low,normal"))
            }
            urgencies = Set(parsed)
        case "kind":
            guard let parsed = SnackKind(name: value) else {
                return prefix + ServiceConfiguration.refusal(value, localized("positive, warning, negative, info or neutral"))
            }
            effect.kind = parsed
        case "duration":
            guard let parsed = ServiceConfiguration.duration(value) else { return prefix + ServiceConfiguration.durationRefusal(value) }
            effect.duration = parsed
        case "position":
            guard let parsed = SnackEdge(rawValue: value.lowercased()) else {
                return prefix + ServiceConfiguration.refusal(value, localized("top or bottom"))
            }
            effect.edge = parsed
        case "hide", "enabled":
            guard let flag = ["true": true, "false": false][value] else {
                return prefix + ServiceConfiguration.refusal(value, localized("true or false"))
            }
            if entry.key == "hide" { effect.hides = flag } else { isEnabled = flag }
        default:
            return prefix + localized("unknown key (known: %s)", "app-name, category, urgency, summary, kind, duration, position, hide, enabled")
        }
        return nil
    }
}

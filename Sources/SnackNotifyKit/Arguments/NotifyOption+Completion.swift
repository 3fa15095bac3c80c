extension NotifyOption {
    /// The bash completion `make install` installs (`snack-notify --generate completion`), written from the
    /// option table: each option's value completion after it, and every spelling for a word that starts with `-`.
    package static var bashCompletion: String {
        var cases: [String] = []
        var freeValues: [String] = []
        for option in all where option.takesValue {
            let pattern = option.spellings.joined(separator: "|")
            switch option.completion {
            case .none: freeValues += option.spellings
            case .words(let words): cases.append("\(pattern)) COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\")); return ;;")
            case .prefixes(let prefixes):
                cases.append(
                    "\(pattern)) COMPREPLY=($(compgen -W \"\(prefixes.joined(separator: " "))\" -- \"$cur\")); compopt -o nospace; return ;;")
            case .files: cases.append("\(pattern)) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;")
            case .styleSheets: cases.append("\(pattern)) COMPREPLY=($(compgen -f -X '!*.css' -- \"$cur\") $(compgen -d -- \"$cur\")); return ;;")
            }
        }
        cases.append(freeValues.joined(separator: "|") + ") return ;;")
        let spellings = wrapped(all.flatMap(\.spellings), indent: "            ")
        return """
            # bash completion for snack-notify, written from its option table by `snack-notify --generate completion`
            # (make install).
            _snack_notify() {
                local cur prev
                cur=${COMP_WORDS[COMP_CWORD]}
                prev=${COMP_WORDS[COMP_CWORD-1]}
                case $prev in
            \(cases.map { "        " + $0 }.joined(separator: "\n"))
                esac
                if [[ $cur == -* ]]; then
                    COMPREPLY=($(compgen -W "\(spellings)" -- "$cur"))
                fi
            }
            complete -F _snack_notify snack-notify

            """
    }

    /// `words` joined by spaces, broken into lines of at most 100 characters continued at `indent`.
    private static func wrapped(_ words: [String], indent: String) -> String {
        var lines = [""]
        for word in words {
            if !lines[lines.count - 1].isEmpty, lines[lines.count - 1].count + word.count + 1 > 100 - indent.count {
                lines.append("")
            }
            lines[lines.count - 1] += (lines[lines.count - 1].isEmpty ? "" : " ") + word
        }
        return lines.joined(separator: "\n" + indent)
    }
}

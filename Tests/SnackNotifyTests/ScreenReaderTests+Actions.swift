import Foundation
import SnackbarTestTags
import Testing

/// `fillers` prints the distinct filler lines of the service's accessible tree, one per line, without their
/// indentation.
private let treeHelpers = #"""
    fillers() { "$TREE" snack-notifyd | sed -n 's/^ *\(filler.*\)/\1/p' | sed 's/ *$//' | sort -u; }

    """#

extension DesktopTests.ScreenReaderTests {
    /// The text of a popup is a filler with no name of its own unless it is cut: in a freshly started service
    /// (whose first layout measures the text before it has its width), and in a window whose cut text an
    /// update in place replaced with a short one.
    @Test("AT-SPI: an uncut text is a filler with no name, fresh and after a cut text was replaced")
    func uncutTextIsAPlainFiller() async throws {
        let result = try await onReaderDesktop(
            readerHelpers + treeHelpers + #"""
                cold
                $NOTIFY --duration infinite "Fresh" "short text" || exit 1
                wait_for '"$TREE" snack-notifyd | grep -q "WINDOW notification | Information, Fresh: short text"' || exit 1
                echo "fresh:"; fillers
                $NOTIFY --close-all
                long=$(for i in $(seq 60); do printf 'word%s ' $i; done)
                id=$($NOTIFY -p --duration infinite "Cut" "$long") || exit 1
                wait_for '"$TREE" snack-notifyd | grep -q "push button | Cut: word1 "' || exit 1
                $NOTIFY -r "$id" --duration infinite "Replaced" "short text" || exit 1
                wait_for '"$TREE" snack-notifyd | grep -q "WINDOW notification | Information, Replaced: short text"' || exit 1
                echo "replaced:"; fillers
                """#)
        #expect(
            result.standardOutput == """
                fresh:
                filler |
                replaced:
                filler |

                """, "\(result.standardError)")
    }
}

import SnackbarCore
import Testing

@Suite struct ActionPlacementTests {
    @Test("buttons go under a text that beside them would take more than three lines, or a column under a third of the row")
    func buttonsGoUnderATextSqueezedBesideThem() {
        #expect(ActionPlacement(rowWidth: 394, textBeside: 157, textNeeds: 1174) == .below)
        #expect(ActionPlacement(rowWidth: 394, textBeside: 157, textNeeds: 471) == .beside)
        #expect(ActionPlacement(rowWidth: 268, textBeside: 50, textNeeds: 80) == .below)
    }

    @Test func aTextThatFitsBesideTheButtonsKeepsThem() {
        #expect(ActionPlacement(rowWidth: 394, textBeside: 60, textNeeds: 60) == .beside)
        #expect(ActionPlacement(rowWidth: 394, textBeside: 138, textNeeds: 159) == .beside)
    }
}

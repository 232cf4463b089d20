import PiecesDiagnostics
import PiecesSupport
import Testing

@Suite struct MessageTests {
    static func removed(_ file: String, _ count: Int) -> Message {
        "edit \(file): \(count, "entry", plural: "entries") removed"
    }

    @Test func interpolatesValuesAndAgreesNounsWithCounts() {
        #expect(Self.removed("App.xcodeproj", 1).text == "edit App.xcodeproj: 1 entry removed")
        #expect(Self.removed("App.xcodeproj", 3).text == "edit App.xcodeproj: 3 entries removed")
        let pieces: Message = "\(0, "piece") and \(2, "piece")"
        #expect(pieces.text == "0 pieces and 2 pieces")
    }

    @Test func diagnosticsTakeTypedMessagesAndFixes() {
        let fix: Message = "run `pieces sync`"
        let typed = Diagnostic(severity: .error, code: "c", message: Self.removed("P", 2), fix: fix)
        #expect(
            typed
                == Diagnostic(
                    severity: .error, code: "c", message: "edit P: 2 entries removed", fix: "run `pieces sync`"))
    }
}

import PiecesSupport
import Testing

/// A request's options, declared once and applied from whatever a surface read.
@Suite struct RequestOptionTests {
    struct Request: Equatable {
        var names: [String] = []
        var path: String?
        var allowOutside = false
    }

    static let table: [RequestOption<Request>] = [
        .words("names", valueName: "NAME", atLeastOne: true, help: "The names.", field: { $0.names = $1 }),
        .value("path", valueName: "DIR", help: "The folder.", field: { $0.path = $1 }),
        .flag("allow-outside", short: "o", help: "Anywhere.", surfaces: .commandLine, field: { $0.allowOutside = $1 })
    ]

    @Test func theToolsSpellingIsCamelCase() {
        #expect(Self.table.map(\.key) == ["names", "path", "allowOutside"])
        #expect(Self.table.map(\.isRequired) == [true, false, false])
    }

    @Test func eachOptionSetsItsField() {
        let read: [String: RequestOption<Request>.Value] = [
            "names": .words(["A", "B"]), "path": .value("Sources"), "allow-outside": .flag(true)
        ]
        let request = Self.table.applied(to: Request()) { read[$0.name]! }
        #expect(request == Request(names: ["A", "B"], path: "Sources", allowOutside: true))
        let untouched = Self.table.applied(to: request) { option in
            switch option.kind {
            case .words: .words([])
            case .value: .value(nil)
            case .flag: .flag(false)
            }
        }
        #expect(untouched == Request(), "left out is empty, nil and false")
    }

    @Test func aValueOfAnotherKindSetsNothing() {
        var request = Request(path: "kept")
        Self.table[1].set(.flag(true), in: &request)
        #expect(request.path == "kept")
    }
}

import Foundation
import PiecesTestSupport
import Testing

@testable import MotionEngine
@testable import PieceCatalog
@testable import PiecesDiagnostics

/// `pieces build`'s rules, one broken piece per rule in `Fixtures/catalog/broken`.
@Suite("Catalog: build rules")
struct CatalogValidationTests {
    static let broken = FixturePaths.fixture("catalog/broken")

    /// `file:line:column [code] message`, the parts a rule must get right.
    static func summary(_ diagnostic: Diagnostic) -> String {
        let location = [diagnostic.file ?? "", diagnostic.line.map(String.init), diagnostic.column.map(String.init)]
            .compactMap { $0 }.joined(separator: ":")
        return "\(location) [\(diagnostic.code)] \(diagnostic.message)"
    }

    @Test func everyBrokenPieceIsReportedWithItsMessageAndPosition() throws {
        let catalog = try Catalog.load(from: FolderRegistry(root: Self.broken))
        let found = catalog.problems().map(Self.summary)
        let expected = [
            """
            pieces/Loose.swift:1:1 [piece-misplaced] piece pieces/Loose.swift is not at pieces/<category>/<Name>.swift
            """,
            """
            pieces/demo/BadLevel.swift:7:11 [header-invalid-level] level 'expert' is not one of beginner, \
            intermediate, advanced
            """,
            "pieces/demo/BadMinIOS.swift:5:12 [header-invalid-minios] minIOS 'iOS 17' is not an iOS version",
            "pieces/demo/BadResourceName.swift:7:15 [resource-invalid] resource '../Escape.metal' is not a file name",
            "pieces/demo/BadVersion.swift:6:13 [header-invalid-version] '1.0' is not a semantic version",
            "pieces/demo/CycleA.swift:7:18 [dependency-cycle] dependency cycle: CycleA → CycleB → CycleA",
            """
            pieces/demo/DuplicateKey.swift:7:4 [header-duplicate-key] header key 'minIOSVersion' is already set at \
            line 5
            """,
            "pieces/demo/EmptyValue.swift:7:12 [header-empty-value] header key 'license' has no value",
            "pieces/demo/ListTitle.swift:2:11 [header-wrong-type] header key 'title' takes a text",
            """
            pieces/demo/MalformedLine.swift:7:1 [header-malformed] header line '// level intermediate' is not '// \
            key: value'
            """,
            """
            pieces/demo/MissingResource.swift:7:15 [resource-missing] resource 'Missing.metal' does not exist in \
            pieces/demo/
            """,
            "pieces/demo/NoHeader.swift:1:1 [header-missing] a piece starts with a '// pieces:' header",
            """
            pieces/demo/NoMainType.swift:1:1 [main-type-missing] no type named 'NoMainType' in the piece: the main \
            type is named like the file
            """,
            "pieces/demo/NotPublic.swift:11:8 [main-type-not-public] main type 'NotPublic' is not public",
            """
            pieces/demo/SwiftResource.swift:7:15 [resource-swift] resource 'Helper.swift' is a Swift file, but every \
            Swift file under pieces/ is a piece
            """,
            """
            pieces/demo/TwoInits.swift:26:12 [parameters-first-init] TwoInits has 2 public initializers; its \
            parameter table follows the first
            """,
            """
            pieces/demo/UnclosedList.swift:7:10 [header-malformed-value] header key 'tags': the list has no closing \
            ']'
            """,
            """
            pieces/demo/UnclosedQuote.swift:7:13 [header-malformed-value] header key 'license': the quote is never \
            closed
            """,
            """
            pieces/demo/UndocumentedParameter.swift:18:32 [parameter-undocumented] parameter 'count' of \
            UndocumentedParameter's public init is not documented
            """,
            """
            pieces/demo/UnknownDependency.swift:7:18 [dependency-unknown] dependency 'CycleAa' is not a piece of this \
            registry
            """,
            """
            pieces/demo/UnknownDocParameter.swift:14:9 [parameter-unknown] the doc comment documents 'colour', which \
            UnknownDocParameter's public init does not take
            """,
            """
            pieces/demo/UnknownDocParameter.swift:19:32 [parameter-undocumented] parameter 'color' of \
            UnknownDocParameter's public init is not documented
            """,
            "pieces/demo/UnknownKey.swift:1:1 [header-missing-key] the header has no 'title'",
            "pieces/demo/UnknownKey.swift:2:4 [header-unknown-key] unknown header key 'titel' (did you mean 'title'?)",
            "pieces/demo/WrongType.swift:7:10 [header-wrong-type] header key 'tags' takes a list like [a, b]",
            """
            pieces/demo/bad-name.swift:1:1 [piece-name-invalid] 'bad-name' is not a valid Swift type name, so it \
            cannot name a piece
            """,
            """
            pieces/other/Duplicate.swift:1:1 [piece-duplicate] a second piece named 'Duplicate' (the other is \
            pieces/demo/Duplicate.swift)
            """,
            """
            pieces/other/WrongCategory.swift:4:14 [category-mismatch] category 'demo' does not match the folder \
            'other'
            """,
            """
            pieces/demo/Stray.txt [file-undeclared] pieces/demo/Stray.txt is not a resource of any piece, so no piece \
            installs it
            """
        ]
        #expect(found == expected, "\(found.joined(separator: "\n"))")
    }

    @Test func fixesNameTheRemedy() throws {
        let problems = try Catalog.load(from: FolderRegistry(root: Self.broken)).problems()
        func fix(_ code: String, in file: String) -> String? {
            problems.first { $0.code == code && $0.file == file }?.fix
        }
        #expect(fix("header-unknown-key", in: "pieces/demo/UnknownKey.swift") == "rename it to 'title'")
        #expect(fix("dependency-unknown", in: "pieces/demo/UnknownDependency.swift") == "did you mean 'CycleA'?")
        #expect(fix("parameter-unknown", in: "pieces/demo/UnknownDocParameter.swift") == "did you mean 'color'?")
        #expect(
            fix("category-mismatch", in: "pieces/other/WrongCategory.swift")
                == "write 'category: other', or move the file to pieces/demo/")
        #expect(problems.filter { $0.severity != .note }.allSatisfy { $0.fix != nil })
    }

    @Test func onlyTheStrayFileIsAWarningAndTheSecondInitANote() throws {
        let problems = try Catalog.load(from: FolderRegistry(root: Self.broken)).problems()
        #expect(problems.filter { $0.severity == .warning }.map(\.code) == ["file-undeclared"])
        #expect(problems.filter { $0.severity == .note }.map(\.code) == ["parameters-first-init"])
    }

    @Test func aSelfDependencyIsACycle() throws {
        let folder = try TemporaryFolder(copying: "catalog/registry")
        let path = "pieces/demo/PlainBadge.swift"
        let text = try folder.text(path).replacingOccurrences(
            of: "// license: MIT\n", with: "// license: MIT\n// dependencies: [PlainBadge]\n")
        try folder.write(text, to: path)
        let problems = try Catalog.load(from: FolderRegistry(root: folder.url)).problems().map(Self.summary)
        #expect(
            problems == [
                "pieces/demo/PlainBadge.swift:10:18 [dependency-cycle] dependency cycle: PlainBadge → PlainBadge"
            ])
    }
}

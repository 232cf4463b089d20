import Foundation
import PiecesTestSupport
import Testing

@testable import ProjectFormats

/// Projects found by the pbxproj fuzzer (`Tests/Fuzz/PbxprojFuzz.swift`) on which `adding` went
/// wrong: a section marker's text inside an entry or a comment was taken for the marker, and a
/// multi-line array whose last element has no comma got elements appended without one.
///
/// For each: the add succeeds, the result reads back with every new object a real entry of
/// `objects` in its own section, adding again changes nothing and removing gives the original bytes.
@Suite struct PbxprojLayoutRegressionTests {
    static let files = ["ElasticButton.swift", "ElasticButton.metal"]

    private static func project(_ name: String) throws -> XcodeProject {
        let bytes = Array(try Data(contentsOf: FixturePaths.fixture("hostile/\(name).pbxproj")))
        return try XcodeProject(path: "/work/Phone/Phone.xcodeproj", bytes: bytes)
    }

    private static func isSubsequence(_ old: [UInt8], of new: [UInt8]) -> Bool {
        var index = 0
        for byte in new where index < old.count && old[index] == byte { index += 1 }
        return index == old.count
    }

    /// The IDs of the objects `changes` adds, with the section (class) each belongs in.
    private static func newObjects(_ changes: [ProjectEdit.Change]) -> [(id: String, isa: String)] {
        changes.compactMap { change in
            switch change {
            case .group(let id, _): (id, "PBXGroup")
            case .fileReference(let id, _): (id, "PBXFileReference")
            case .buildFile(let id, _, _): (id, "PBXBuildFile")
            case .exceptionSet(let id, _, _): (id, "PBXFileSystemSynchronizedBuildFileExceptionSet")
            case .groupChild, .phaseEntry, .platformFilter: nil
            }
        }
    }

    /// Adds the files to the fixture's target, then checks the edit end to end.
    @discardableResult
    private func checkAdding(to fixture: String, target: String) throws -> (
        original: XcodeProject, edited: XcodeProject
    ) {
        try checkAdding(to: try Self.project(fixture), target: target)
    }

    /// Adds the files to `target`, then checks the edit end to end; returns both projects. Removal
    /// must give back the original bytes when `exactRemoval`, else a project with the same objects.
    @discardableResult
    private func checkAdding(
        to project: XcodeProject, target: String, exactRemoval: Bool = true
    ) throws -> (original: XcodeProject, edited: XcodeProject) {
        let edit = try project.adding(files: Self.files, to: target)
        #expect(!edit.isUnchanged)
        #expect(Self.isSubsequence(project.bytes, of: edit.bytes), "adding only inserts")
        let edited = try XcodeProject(path: project.path, bytes: edit.bytes)

        // Every new object is an entry of `objects` (not a key inside another object), of its
        // class, outside every other entry, and between the markers of its class's section.
        let added = Self.newObjects(edit.changes)
        #expect(added.filter { $0.isa == "PBXFileReference" }.count == 2)
        #expect(added.filter { $0.isa == "PBXBuildFile" }.count == 2)
        let entries = try #require(edited.objectsValue.dictionary).entries
        let sections = PbxprojLayout(project: edited).sections
        for (id, isa) in added {
            let object = try #require(edited.object(id), "\(isa) \(id) is not an object")
            #expect(object.isa == isa)
            #expect(entries.filter { $0.key == id }.count == 1)
            let range = object.entry.range
            #expect(
                !entries.contains { $0.key != id && $0.range.overlaps(range) }, "\(id) overlaps another object's entry")
            #expect(
                sections.contains {
                    $0.name == isa && $0.beginLine < range.lowerBound && range.upperBound <= $0.endLine
                },
                "\(isa) \(id) is outside every \(isa) section")
        }
        // No object gained or lost a field.
        for object in project.objects.values {
            #expect(
                edited.object(object.id).map { Set($0.fields.keys) } == Set(object.fields.keys),
                "object \(object.id) changed")
        }
        let sameTarget = try #require(edited.target(named: target))
        let compiled = edited.sourceFiles(of: sameTarget).compactMap(\.path)
        #expect(Self.files.allSatisfy(compiled.contains))

        let again = try edited.adding(files: Self.files, to: target)
        #expect(again.isUnchanged && again.bytes == edit.bytes)
        #expect(again.skipped == Self.files)

        let removed = try edited.removing(files: Self.files, from: target)
        if exactRemoval {
            #expect(removed.bytes == project.bytes, "removal restores the original bytes")
        } else {
            let result = try XcodeProject(path: project.path, bytes: removed.bytes)
            #expect(Set(result.objects.keys) == Set(project.objects.keys))
        }
        #expect(Set(removed.changes.map { "\($0)" }) == Set(edit.changes.map { "\($0)" }))
        return (project, edited)
    }

    /// `/* End PBXGroup section */` sits after an element of a group's `children`: the new `Pieces`
    /// group went into that array.
    @Test func anEndMarkerInsideAnEntryIsNotTheSectionEnd() throws {
        let (project, edited) = try checkAdding(to: "AddInsertsAtSectionEndMarkerInsideAnEntry", target: "Core")
        // The Products group keeps its one child; the Pieces group is a group of its own.
        let products = "2D3E5F062C1D6E4100B0C4D2"
        #expect(edited.group(products)?.childIDs == project.group(products)?.childIDs)
        let pieces = try #require(edited.objects(isa: "PBXGroup").first { $0.string("path") == "Pieces" })
        #expect(edited.group("2D3E5F052C1D6E4100B0C4D2")?.childIDs.last == pieces.id)
    }

    /// `/* removed by hand:` opens a comment that the End marker's `*/` closes: that End marker is
    /// comment text, so the file references' section has no end and a new section is made.
    @Test func anEndMarkerInsideACommentIsNotTheSectionEnd() throws {
        let (_, edited) = try checkAdding(to: "AddInsertsAtSectionEndMarkerInsideAComment", target: "Phone")
        let text = String(decoding: edited.bytes, as: UTF8.self)
        #expect(
            text.contains(
                "/* removed by hand:\n/* End PBXFileReference section */\n\n/* Begin PBXFileReference section */\n"))
        // The comment is still one comment: the old references and the new ones are all objects.
        #expect(edited.objects(isa: "PBXFileReference").count == 4)
    }

    /// A file reference's dictionary holds an End marker comment on its own line before its `}`:
    /// the new references were written inside that object, as keys of it.
    @Test func anEndMarkerInsideAnEntryDoesNotHideNewReferencesInIt() throws {
        let (project, edited) = try checkAdding(
            to: "AddHidesNewReferencesInsideAnEntryHoldingAnEndMarker", target: "Phone")
        let phoneApp = "6C7D8E012C1D6E4100B0C4D2"
        let entryBytes = { (project: XcodeProject) -> [UInt8]? in
            project.object(phoneApp).map { Array(project.bytes[$0.entry.range]) }
        }
        #expect(entryBytes(edited) != nil && entryBytes(edited) == entryBytes(project))
        #expect(edited.objects(isa: "PBXFileReference").count == 4)
    }

    /// The Sources phase's `files` list ends without a comma: one is added after its last element.
    @Test func aLastArrayElementWithoutCommaGetsOne() throws {
        let (project, edited) = try checkAdding(to: "AddAfterALastArrayElementWithoutComma", target: "Phone")
        let text = String(decoding: edited.bytes, as: UTF8.self)
        #expect(text.contains("\t\t\t\t6C7D8E002C1D6E4100B0C4D2 /* PhoneApp.swift in Sources */,\n\t\t\t\t"))
        let target = try #require(edited.target(named: "Phone"))
        let originalTarget = try #require(project.target(named: "Phone"))
        let before = try #require(project.sourcesPhase(of: originalTarget))
        let after = try #require(edited.sourcesPhase(of: target))
        #expect(after.buildFileIDs.count == 3)
        #expect(Array(after.buildFileIDs.prefix(1)) == before.buildFileIDs)
    }

    /// Removing only some of the files added to a list without a trailing comma leaves the list as
    /// adding only the others would have written it.
    @Test func removingSomeFilesFromAListWithoutTrailingComma() throws {
        let project = try Self.project("AddAfterALastArrayElementWithoutComma")
        let both = try project.adding(files: ["A.swift", "B.swift"], to: "Phone")
        for (removed, kept) in [("A.swift", "B.swift"), ("B.swift", "A.swift")] {
            let edit = try XcodeProject(path: project.path, bytes: both.bytes).removing(files: [removed], from: "Phone")
            let only = try project.adding(files: [kept], to: "Phone")
            let result = try XcodeProject(path: project.path, bytes: edit.bytes)
            let target = try #require(result.target(named: "Phone"))
            #expect(result.sourceFiles(of: target).compactMap(\.path).contains(kept))
            // The Pieces group (made by the first add) stays with one child: compare the phase only.
            let phase = { (bytes: [UInt8]) -> String in
                let text = String(decoding: bytes, as: UTF8.self)
                return String(text[text.range(of: "/* Begin PBXSourcesBuildPhase section */")!.lowerBound...])
            }
            #expect(phase(edit.bytes) == phase(only.bytes))
        }
    }

    /// The Pieces group still lists `ElasticButton.swift` under the ID a first add gave it, but
    /// its file reference is gone (a merge dropped the object and kept the reference). The new
    /// reference took that same ID, so the old dangling child became a second listing of it.
    @Test func aNewObjectNeverTakesTheIDOfADanglingReference() throws {
        let dangling = "2053BE6B332BD30DC4372802"
        let (project, edited) = try checkAdding(to: "AddOverADanglingReference", target: "Phone")
        #expect(project.object(dangling) == nil)
        #expect(
            ObjectIDAllocator.candidates(ObjectIDAllocator.fileKey("Phone/Pieces/ElasticButton.swift")).first
                == dangling)
        #expect(edited.object(dangling) == nil, "the dangling reference stays dangling")
        let pieces = try #require(edited.group("6C7D8E1F2C1D6E4100B0C4D2"))
        let button = try #require(
            edited.objects(isa: "PBXFileReference").first { $0.string("path") == "ElasticButton.swift" })
        #expect(pieces.childIDs.filter { $0 == button.id }.count == 1)
    }

    /// An object of no group class (here an `XCConfigurationList`) lists the Pieces group in a
    /// `children` key and sorts before its real parent. It was taken for the parent: the first add
    /// put the files into the Pieces group, and the second found their chain topped by a non-group,
    /// so no source folder, and failed. Only groups are parents now.
    @Test func childrenOfAnObjectThatIsNoGroupGiveNoParent() throws {
        let (_, edited) = try checkAdding(to: "PiecesGroupListedByANonGroup", target: "Phone")
        let pieces = "6C7D8E1F2C1D6E4100B0C4D2"
        #expect(edited.parentGroup(of: pieces)?.id == "6C7D8E052C1D6E4100B0C4D2")
        #expect(edited.group(pieces)?.childIDs.count == 2, "the files went into the existing Pieces group")
    }

    /// A small project whose `objects` hold `fileReferences` (the PBXFileReference section's
    /// lines, markers included) and `buildFiles` (the PBXBuildFile section's).
    static func project(fileReferences: String, buildFiles: String) throws -> XcodeProject {
        let text = """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 56;
            \tobjects = {

            /* Begin PBXBuildFile section */
            \(buildFiles)

            /* Begin PBXFileReference section */
            \(fileReferences)

            /* Begin PBXGroup section */
            \t\tM0 = {
            \t\t\tisa = PBXGroup;
            \t\t\tchildren = (
            \t\t\t\tG1 /* Tiny */,
            \t\t\t);
            \t\t\tsourceTree = "<group>";
            \t\t};
            \t\tG1 /* Tiny */ = {
            \t\t\tisa = PBXGroup;
            \t\t\tchildren = (
            \t\t\t\tF1 /* Old.swift */,
            \t\t\t);
            \t\t\tpath = Tiny;
            \t\t\tsourceTree = "<group>";
            \t\t};
            /* End PBXGroup section */

            /* Begin PBXNativeTarget section */
            \t\tT1 /* Tiny */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildPhases = (
            \t\t\t\tS1 /* Sources */,
            \t\t\t);
            \t\t\tname = Tiny;
            \t\t\tproductType = "com.apple.product-type.application";
            \t\t};
            /* End PBXNativeTarget section */

            /* Begin PBXProject section */
            \t\tP1 /* Project object */ = {
            \t\t\tisa = PBXProject;
            \t\t\tmainGroup = M0;
            \t\t\ttargets = (
            \t\t\t\tT1 /* Tiny */,
            \t\t\t);
            \t\t};
            /* End PBXProject section */

            /* Begin PBXSourcesBuildPhase section */
            \t\tS1 /* Sources */ = {
            \t\t\tisa = PBXSourcesBuildPhase;
            \t\t\tfiles = (
            \t\t\t\tB1 /* Old.swift in Sources */,
            \t\t\t);
            \t\t};
            /* End PBXSourcesBuildPhase section */
            \t};
            \trootObject = P1 /* Project object */;
            }

            """
        return try XcodeProject(path: "/work/Tiny/Tiny.xcodeproj", bytes: Array(text.utf8))
    }

    static let oldBuildFile =
        "\t\tB1 /* Old.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* Old.swift */; };"
    static let oldFileReference =
        "\t\tF1 /* Old.swift */ = {isa = PBXFileReference; path = Old.swift; sourceTree = \"<group>\"; };"

    /// Marker text in string values and in a `//` comment is no marker.
    @Test func markerTextInStringsAndLineCommentsIsNoMarker() throws {
        let project = try Self.project(
            fileReferences: Self.oldFileReference + """

                \t\tF2 /* Notes */ = {
                \t\t\tisa = PBXFileReference;
                \t\t\tname = "/* End PBXFileReference section */";
                \t\t\tpath = "x\\n/* Begin PBXGroup section */";
                \t\t\tsourceTree = "<group>";
                \t\t};
                /* End PBXFileReference section */
                """,
            buildFiles: Self.oldBuildFile + "\n// /* End PBXBuildFile section */\n/* End PBXBuildFile section */")
        let (_, edited) = try checkAdding(to: project, target: "Tiny")
        #expect(edited.object("F2")?.string("name") == "/* End PBXFileReference section */")
        #expect(edited.object("F2")?.string("path") == "x\n/* Begin PBXGroup section */")
    }

    /// An End marker after an entry on the entry's own line: new entries go before the marker, not
    /// at its line's start (inside that entry). Removal leaves the line's indentation behind.
    @Test func anEndMarkerSharingItsLineWithAnEntry() throws {
        let project = try Self.project(
            fileReferences: Self.oldFileReference + " /* End PBXFileReference section */",
            buildFiles: Self.oldBuildFile + "\n/* End PBXBuildFile section */")
        try checkAdding(to: project, target: "Tiny", exactRemoval: false)
    }
}

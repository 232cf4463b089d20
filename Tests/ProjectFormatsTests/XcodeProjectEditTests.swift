import Foundation
import PiecesTestSupport
import Testing

@testable import ProjectFormats

@Suite struct XcodeProjectEditTests {
    static let projectFile = "ClassicApp.xcodeproj/project.pbxproj"

    private func classic() throws -> (TemporaryFolder, XcodeProject) {
        let folder = try TemporaryFolder(copying: "projects/ClassicApp")
        return (folder, try XcodeProject.open(folder.path("ClassicApp.xcodeproj")))
    }

    /// The lines of `new` that are not `old`'s, when `old`'s lines are a subsequence of `new`'s; nil otherwise.
    private func addedLines(from old: [UInt8], to new: [UInt8]) -> [String]? {
        let oldLines = String(decoding: old, as: UTF8.self).components(separatedBy: "\n")
        var index = 0
        var added: [String] = []
        for line in String(decoding: new, as: UTF8.self).components(separatedBy: "\n") {
            if index < oldLines.count, oldLines[index] == line { index += 1 } else { added.append(line) }
        }
        return index == oldLines.count ? added : nil
    }

    private func isSubsequence(_ old: [UInt8], of new: [UInt8]) -> Bool {
        var index = 0
        for byte in new where index < old.count && old[index] == byte { index += 1 }
        return index == old.count
    }

    @Test func addingOnlyInsertsXcodeFormattedLines() throws {
        let (_, project) = try classic()
        let edit = try project.adding(files: ["ElasticButton.swift"], to: "ClassicApp")
        #expect(isSubsequence(project.bytes, of: edit.bytes))
        let added = try #require(addedLines(from: project.bytes, to: edit.bytes))
        let group = try #require(edit.changes.compactMap { if case .group(let id, _) = $0 { id } else { nil } }.first)
        let file = try #require(
            edit.changes.compactMap { if case .fileReference(let id, _) = $0 { id } else { nil } }.first)
        let build = try #require(
            edit.changes.compactMap { if case .buildFile(let id, _, _) = $0 { id } else { nil } }.first)
        #expect(
            added == [
                """
                \t\t\(build) /* ElasticButton.swift in Sources */ = {isa = PBXBuildFile; fileRef = \(file) /* \
                ElasticButton.swift */; };
                """,
                """
                \t\t\(file) /* ElasticButton.swift */ = {isa = PBXFileReference; lastKnownFileType = \
                sourcecode.swift; path = ElasticButton.swift; sourceTree = \"<group>\"; };
                """,
                "\t\t\t\t\(group) /* Pieces */,",
                "\t\t\(group) /* Pieces */ = {",
                "\t\t\tisa = PBXGroup;",
                "\t\t\tchildren = (",
                "\t\t\t\t\(file) /* ElasticButton.swift */,",
                "\t\t\t);",
                "\t\t\tpath = Pieces;",
                "\t\t\tsourceTree = \"<group>\";",
                "\t\t};",
                "\t\t\t\t\(build) /* ElasticButton.swift in Sources */,"
            ])
        #expect(
            [group, file, build].allSatisfy {
                $0.count == 24 && $0.allSatisfy(\.isHexDigit) && project.object($0) == nil
            })
        #expect(edit.folder == project.sourceRoot + "/ClassicApp/Pieces")
    }

    @Test func editedProjectReadsBackWithTheFileInTheRightPlaces() throws {
        let (folder, project) = try classic()
        let edit = try project.adding(files: ["ElasticButton.swift", "ElasticButton.metal"], to: "ClassicApp")
        let edited = try XcodeProject(path: project.path, bytes: edit.bytes)
        let app = try #require(edited.target(named: "ClassicApp"))
        let widget = try #require(edited.target(named: "ClassicWidgetExtension"))
        let compiled = edited.sourceFiles(of: app)
        #expect(compiled.compactMap(\.path).suffix(2) == ["ElasticButton.swift", "ElasticButton.metal"])
        #expect(compiled.suffix(2).map(\.lastKnownFileType) == ["sourcecode.swift", "sourcecode.metal"])
        let swiftFile = try #require(compiled.first { $0.path == "ElasticButton.swift" })
        #expect(
            edited.location(of: swiftFile.id) == folder.url.standardizedFileURL.path
                + "/ClassicApp/Pieces/ElasticButton.swift")
        let pieces = try #require(edited.parentGroup(of: swiftFile.id))
        #expect(pieces.path == "Pieces" && pieces.childIDs.count == 2)
        #expect(edited.parentGroup(of: pieces.id)?.path == "ClassicApp")
        #expect(!edited.sourceFiles(of: widget).contains { $0.path?.hasPrefix("ElasticButton") == true })
    }

    @Test(.enabled(if: PythonPbxproj.isAvailable, "python3 with the pbxproj package is missing: pip install pbxproj"))
    func pythonPbxprojFindsTheFileInTheTargetsSourcesPhase() throws {
        let (folder, project) = try classic()
        let edit = try project.adding(files: ["ElasticButton.swift", "ElasticButton.metal"], to: "ClassicApp")
        try folder.write(edit.bytes, to: Self.projectFile)
        let script = FixturePaths.pbxprojCheck.path
        for file in ["ElasticButton.swift", "ElasticButton.metal"] {
            let result = PythonPbxproj.run([
                script, folder.path(Self.projectFile), "ClassicApp", file, "Pieces", "ClassicWidgetExtension"
            ])
            #expect(result.status == 0, "\(result.output)")
            #expect(result.output == "ok\n")
        }
        // The checker does fail when the file is missing, so its "ok" means something.
        let missing = PythonPbxproj.run([
            script, folder.path(Self.projectFile), "ClassicWidgetExtension", "ElasticButton.swift", "Pieces"
        ])
        #expect(missing.status == 1)
    }

    @Test func addingTwiceChangesNothing() throws {
        let (_, project) = try classic()
        let first = try project.adding(files: ["ElasticButton.swift"], to: "ClassicApp")
        let again = try XcodeProject(path: project.path, bytes: first.bytes).adding(
            files: ["ElasticButton.swift"], to: "ClassicApp")
        #expect(again.bytes == first.bytes)
        #expect(again.isUnchanged && again.skipped == ["ElasticButton.swift"])
        // A second file goes into the existing group; adding both again is still a no-op.
        let second = try XcodeProject(path: project.path, bytes: first.bytes)
            .adding(files: ["ElasticButton.swift", "GlowCard.swift"], to: "ClassicApp")
        #expect(second.changes.contains { if case .groupChild = $0 { true } else { false } })
        #expect(!second.changes.contains { if case .group = $0 { true } else { false } })
        let third = try XcodeProject(path: project.path, bytes: second.bytes)
            .adding(files: ["GlowCard.swift", "ElasticButton.swift"], to: "ClassicApp")
        #expect(third.bytes == second.bytes)
    }

    @Test func removalRestoresTheOriginalBytes() throws {
        let (_, project) = try classic()
        let added = try project.adding(files: ["ElasticButton.swift", "ElasticButton.metal"], to: "ClassicApp")
        let removed = try XcodeProject(path: project.path, bytes: added.bytes)
            .removing(files: ["ElasticButton.swift", "ElasticButton.metal"], from: "ClassicApp")
        #expect(removed.bytes == project.bytes)
        #expect(Set(removed.changes.map { "\($0)" }) == Set(added.changes.map { "\($0)" }))
        // Files added one by one, removed one by one.
        let one = try project.adding(files: ["A.swift"], to: "ClassicApp")
        let two = try XcodeProject(path: project.path, bytes: one.bytes).adding(files: ["B.swift"], to: "ClassicApp")
        let withoutA = try XcodeProject(path: project.path, bytes: two.bytes).removing(
            files: ["A.swift"], from: "ClassicApp")
        #expect(withoutA.bytes == (try project.adding(files: ["B.swift"], to: "ClassicApp")).bytes)
        let withoutB = try XcodeProject(path: project.path, bytes: withoutA.bytes).removing(
            files: ["B.swift"], from: "ClassicApp")
        #expect(withoutB.bytes == project.bytes)
    }

    @Test func aFileSharedByTwoTargetsKeepsItsReferenceUntilTheLastRemoval() throws {
        let (_, project) = try classic()
        let app = try project.adding(files: ["Shared.swift"], to: "ClassicApp")
        let appProject = try XcodeProject(path: project.path, bytes: app.bytes)
        // The widget's sources live in ClassicWidget/, so its Pieces folder is another one.
        let both = try appProject.adding(files: ["Shared.swift"], to: "ClassicWidgetExtension")
        #expect(both.folder.hasSuffix("/ClassicWidget/Pieces"))
        let widgetRemoved = try XcodeProject(path: project.path, bytes: both.bytes).removing(
            files: ["Shared.swift"], from: "ClassicWidgetExtension")
        #expect(widgetRemoved.bytes == app.bytes)
        let removed = try XcodeProject(path: project.path, bytes: widgetRemoved.bytes).removing(
            files: ["Shared.swift"], from: "ClassicApp")
        #expect(removed.bytes == project.bytes)
    }

    @Test func removalLeavesWhatPiecesDidNotMake() throws {
        let (_, project) = try classic()
        let unchanged = try project.removing(files: ["ContentView.swift", "Nothing.swift"], from: "ClassicApp")
        #expect(unchanged.isUnchanged && unchanged.bytes == project.bytes)
        #expect(unchanged.skipped == ["ContentView.swift", "Nothing.swift"])
        // A Pieces group with another ID (as if made by hand) stays, even when emptied.
        let added = try project.adding(files: ["ElasticButton.swift"], to: "ClassicApp")
        let group = try #require(added.changes.compactMap { if case .group(let id, _) = $0 { id } else { nil } }.first)
        let handMade = String(repeating: "A", count: 24)
        let text = String(decoding: added.bytes, as: UTF8.self).replacingOccurrences(of: group, with: handMade)
        let removed = try XcodeProject(path: project.path, bytes: Array(text.utf8)).removing(
            files: ["ElasticButton.swift"], from: "ClassicApp")
        let result = try XcodeProject(path: project.path, bytes: removed.bytes)
        #expect(result.group(handMade)?.childIDs == [])
        #expect(result.objects(isa: "PBXBuildFile").count == project.objects(isa: "PBXBuildFile").count)
    }

    @Test func missingSectionsAreCreatedInOrderAndRemovedAgain() throws {
        let text = Self.minimalProject(files: "files = (\n\t\t\t);", children: "children = (\n\t\t\t);")
        let project = try XcodeProject(path: "/work/Tiny/Tiny.xcodeproj", bytes: Array(text.utf8))
        let edit = try project.adding(files: ["Glow.swift"], to: "Tiny")
        let result = String(decoding: edit.bytes, as: UTF8.self)
        let order = ["PBXBuildFile", "PBXFileReference", "PBXGroup", "PBXNativeTarget"].map {
            result.range(of: "/* Begin \($0) section */")!.lowerBound
        }
        #expect(order == order.sorted())
        #expect(result.contains("/* End PBXFileReference section */\n\n/* Begin PBXGroup section */"))
        let edited = try XcodeProject(path: project.path, bytes: edit.bytes)
        #expect(edited.sourceFiles(of: try #require(edited.target(named: "Tiny"))).compactMap(\.path) == ["Glow.swift"])
        let removed = try edited.removing(files: ["Glow.swift"], from: "Tiny")
        #expect(removed.bytes == project.bytes)
    }

    @Test func oneLineArraysGetInlineElements() throws {
        let text = Self.minimalProject(files: "files = ();", children: "children = (G0 /* Old */);")
        let project = try XcodeProject(path: "/work/Tiny/Tiny.xcodeproj", bytes: Array(text.utf8))
        let edit = try project.adding(files: ["Glow.swift", "Glow.metal"], to: "Tiny")
        let result = String(decoding: edit.bytes, as: UTF8.self)
        #expect(result.contains("children = (G0 /* Old */, "))
        #expect(result.contains(" /* Glow.metal in Sources */,);"))
        let removed = try XcodeProject(path: project.path, bytes: edit.bytes).removing(
            files: ["Glow.swift", "Glow.metal"], from: "Tiny")
        #expect(removed.bytes == project.bytes)
    }

    @Test func unusableFileNamesAreRejected() throws {
        let (_, project) = try classic()
        #expect(throws: XcodeProjectError.unsupportedFileType(name: "Notes.md")) {
            try project.adding(files: ["Notes.md"], to: "ClassicApp")
        }
        #expect(throws: XcodeProjectError.invalidFileName(name: "Sub/A.swift")) {
            try project.adding(files: ["Sub/A.swift"], to: "ClassicApp")
        }
        #expect(
            XcodeProjectError.unsupportedFileType(name: "Notes.md").message
                == "cannot add Notes.md to an Xcode target: only .swift and .metal files are compiled from Pieces/")
    }

    /// A hand-written project with one app target, a `Tiny` group, no files and no build file or
    /// file reference sections, and the given `files` and `children` lists.
    static func minimalProject(files: String, children: String) -> String {
        """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 56;
        \tobjects = {

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
        \t\t\t\(children)
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
        \t\t\t\(files)
        \t\t};
        /* End PBXSourcesBuildPhase section */
        \t};
        \trootObject = P1 /* Project object */;
        }

        """
    }
}

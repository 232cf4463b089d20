import Foundation
import PiecesSupport
import PiecesTestSupport
import Testing

@testable import PiecesDiagnostics
@testable import ProjectFormats

/// XcodeGen's `project.yml`: the YAML subset, `include:`, targets, platforms, deployment targets, sources.
@Suite struct XcodeGenSpecTests {
    private func spec() throws -> XcodeGenSpec {
        try XcodeGenSpec.read(FixturePaths.fixture("projects/XcodeGenApp/project.yml").standardizedFileURL.path)
    }

    @Test func readsTargetsFromTheSpecAndItsIncludes() throws {
        let spec = try spec()
        #expect(spec.targets.map(\.name) == ["TrailKit", "TrailheadWidget", "Trailhead"])
        let app = try #require(spec.targets.first { $0.name == "Trailhead" })
        #expect(app.isApplication)
        #expect(app.platforms == ["iOS", "macOS", "visionOS"])
        #expect(app.deploymentTargets["iOS"]?.version == "17.0")
        // The target's settings win over `options.deploymentTarget`, and say where they are.
        #expect(app.deploymentTargets["macOS"]?.source == .configurationFile(path: spec.path, line: 26))
        #expect(app.deploymentTargets["visionOS"]?.source == .configurationFile(path: spec.path, line: 10))
        #expect(
            app.sources.map { Path($0.path).display(relativeTo: Path(spec.folder)) } == [
                "Sources/App", "Sources/Shared", "Sources/MacSupport"
            ])
        #expect(app.sources[0].excludes == ["**/*.md"])
        #expect(app.sources[2].destinationFilters == ["macOS"])
        let widget = try #require(spec.targets.first { $0.name == "TrailheadWidget" })
        // Paths in an included file are relative to that file.
        #expect(
            widget.sources.map { Path($0.path).display(relativeTo: Path(spec.folder)) } == [
                "Sources/Widget", "Sources/Shared"
            ])
        #expect(widget.deploymentTargets["iOS"]?.source.description.hasSuffix("config/targets.yml:9") == true)
    }

    @Test func templatesAreMergedAsXcodeGenMergesThem() throws {
        let path = FixturePaths.fixture("projects/XcodeGenTemplateApp/project.yml").standardizedFileURL.path
        let spec = try XcodeGenSpec.read(path)
        let relative = { (target: XcodeGenSpec.Target) in
            target.sources.map { Path($0.path).display(relativeTo: Path(spec.folder)) }
        }
        let app = try #require(spec.targets.first { $0.name == "Lumen" })
        #expect(app.isApplication, "the type comes from the template")
        #expect(app.platforms == ["iOS", "macOS"])
        // The target's sources follow the template's: lists are joined, not replaced.
        #expect(relative(app) == ["App", "Model", "Views", "MacSupport", "Support"])
        #expect(app.deploymentTargets["iOS"]?.version == "17.6")
        let lite = try #require(spec.targets.first { $0.name == "LumenLite" })
        #expect(relative(lite) == ["Views"], "`sources:REPLACE` replaces the template's list")
        #expect(lite.platforms == ["iOS"])
    }

    @Test func mergingJoinsListsAndReplaceReplaces() throws {
        let base = try YAMLSubset.parse("a: [1, 2]\nb: {c: 3}\nd: [4]\n", file: "base.yml")
        let over = try YAMLSubset.parse("a: [5]\nb: {e: 6}\nd:REPLACE: [7]\n", file: "over.yml")
        let merged = base.merged(with: over)
        #expect(merged["a"]?.items.compactMap(\.string) == ["1", "2", "5"])
        #expect(merged["b"]?["c"]?.string == "3")
        #expect(merged["b"]?["e"]?.string == "6")
        #expect(merged["d"]?.items.compactMap(\.string) == ["7"])
        #expect(merged.entries.map(\.key) == ["a", "b", "d"])
    }

    @Test func readsTheSubsetsShapes() throws {
        let text = """
            ---
            a: plain text: with a colon # a comment
            b: "quoted # not a comment"
            c: 'it''s'
            d: [x, "y, z", {k: v}]
            e:
            - one
            - key: value
              more: [1]
            1️⃣f: {iOS: 17.0, macOS: "14.0"}
            """
        let marked = MarkedText(text)
        let node = try YAMLSubset.parse(marked.text, file: "s.yml")
        #expect(node["a"]?.string == "plain text: with a colon")
        #expect(node["b"]?.string == "quoted # not a comment")
        #expect(node["c"]?.string == "it's")
        #expect(node["d"]?.items.count == 3)
        #expect(node["d"]?.items[2]["k"]?.string == "v")
        #expect(node["e"]?.items.first?.string == "one")
        #expect(node["e"]?.items.last?["more"]?.items.first?.string == "1")
        #expect(node["f"]?["macOS"]?.string == "14.0")
        #expect(node["f"]?.line == marked.location("1️⃣").line)
    }

    /// `1️⃣` marks what is outside the subset; the error names its line.
    @Test(arguments: [
        ("base: 1️⃣&shared\n  a: 1\n", YAMLSubset.anchorReason),
        ("a: 1\nb: 1️⃣*shared\n", YAMLSubset.anchorReason),
        ("a: 1️⃣!!str 1\n", YAMLSubset.tagReason),
        ("a: 1️⃣|\n  text\n", YAMLSubset.blockScalarReason),
        ("a:\n  1️⃣<<: x\n", YAMLSubset.mergeKeyReason),
        ("a: 1\n1️⃣---\nb: 2\n", YAMLSubset.directiveReason),
        ("a:\n1️⃣\tb: 1\n", YAMLSubset.tabReason),
        ("a: 1️⃣[1, 2\n", YAMLSubset.flowReason),
        ("a: 1\n  1️⃣b: 2\n", YAMLSubset.indentReason),
        ("1️⃣just words\n", YAMLSubset.keyReason)
    ])
    func anythingOutsideTheSubsetIsAnErrorAtItsLine(marked: String, reason: String) {
        let marked = MarkedText(marked)
        #expect(throws: YAMLSubset.SyntaxError(file: "p.yml", line: marked.location("1️⃣").line, reason: reason)) {
            try YAMLSubset.parse(marked.text, file: "p.yml")
        }
    }

    @Test func aSpecOutsideTheSubsetNamesFileLineAndFix() throws {
        let folder = try TemporaryFolder()
        let marked = MarkedText("name: A\ntargets:\n  A: 1️⃣&app\n    type: application\n")
        try folder.write(marked.text, to: "project.yml")
        do {
            _ = try XcodeGenSpec.read(folder.path("project.yml"))
            Issue.record("expected an error")
        } catch {
            let diagnostic = error.diagnostic
            #expect(diagnostic.file == folder.url.standardizedFileURL.path + "/project.yml")
            #expect(diagnostic.line == marked.location("1️⃣").line)
            #expect(diagnostic.message == YAMLSubset.anchorReason + "; pieces reads a YAML subset of project specs")
            #expect(diagnostic.status == ExitStatus.dataError)
        }
    }

    @Test func theLocatorPrefersTheSpecToTheProjectGeneratedFromIt() throws {
        let folder = try TemporaryFolder(copying: "projects/XcodeGenApp")
        try FileManager.default.createDirectory(atPath: folder.path(".git"), withIntermediateDirectories: true)
        let root = folder.url.standardizedFileURL.path
        #expect(
            try ProjectLocator(startFolder: folder.path("Sources/App")).locate()
                == .xcodeGen(spec: root + "/project.yml"))
        #expect(
            try ProjectLocator(startFolder: root).locate(project: "Trailhead.xcodeproj")
                == .xcodeProject(path: root + "/Trailhead.xcodeproj"), "an explicit --project is honoured")
    }
}

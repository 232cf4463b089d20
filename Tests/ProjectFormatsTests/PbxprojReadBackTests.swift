import Foundation
import PiecesTestSupport
import Testing

@testable import ProjectFormats

/// The quick read-back of edited project bytes must never vouch for bytes the full parse refuses:
/// checked on every fixture project and on many broken variants of them.
@Suite struct PbxprojReadBackTests {
    /// Every `project.pbxproj` among the fixtures.
    private static func fixtureProjects() throws -> [(name: String, bytes: [UInt8])] {
        let root = FixturePaths.fixture("")
        let walker = try #require(FileManager.default.enumerator(atPath: root.path))
        var found: [(String, [UInt8])] = []
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix("project.pbxproj") else { continue }
            found.append((relative, Array(try Data(contentsOf: root.appendingPathComponent(relative)))))
        }
        return found.sorted { $0.0 < $1.0 }
    }

    private static func fullParseAccepts(_ bytes: [UInt8]) -> Bool {
        (try? XcodeProject.parseObjects(bytes, file: "project.pbxproj")) != nil
    }

    /// The edits `add` makes go through the quick check, so a project Xcode wrote must pass it.
    @Test func acceptsTheFixtureProjectsTheFullParseAccepts() throws {
        let projects = try Self.fixtureProjects()
        #expect(projects.count > 10)
        var accepted = 0
        for project in projects {
            let quick = PbxprojReadBack.accepts(project.bytes)
            if quick { accepted += 1 }
            #expect(!quick || Self.fullParseAccepts(project.bytes), "\(project.name)")
        }
        let classic = try #require(projects.first { $0.name.hasSuffix("ClassicApp.xcodeproj/project.pbxproj") })
        #expect(PbxprojReadBack.accepts(classic.bytes))
        #expect(accepted >= projects.count / 2)
    }

    /// Truncations, dropped bytes and structural damage: whatever the quick check accepts, the full
    /// parse accepts too.
    @Test func neverAcceptsWhatTheFullParseRefuses() throws {
        for project in try Self.fixtureProjects() where Self.fullParseAccepts(project.bytes) {
            let bytes = project.bytes
            var variants: [[UInt8]] = []
            let step = max(1, bytes.count / 150)
            for cut in stride(from: 0, to: bytes.count, by: step) {
                variants.append(Array(bytes[..<cut]))
                var dropped = bytes
                dropped.remove(at: cut)
                variants.append(dropped)
            }
            variants += Self.structuralDamage(String(decoding: bytes, as: UTF8.self)).map { Array($0.utf8) }
            for variant in variants where PbxprojReadBack.accepts(variant) {
                #expect(Self.fullParseAccepts(variant), "\(project.name): accepted a variant the parser refuses")
            }
        }
    }

    /// A repeated object, a lost or doubled `rootObject`, a root of another class, an `isa` that is
    /// no string, escapes, data.
    private static func structuralDamage(_ text: String) -> [String] {
        var result: [String] = []
        let lines = text.components(separatedBy: "\n")
        if let objectLine = lines.firstIndex(where: { $0.contains("isa = PBXFileReference") }) {
            var doubled = lines
            doubled.insert(lines[objectLine], at: objectLine)
            result.append(doubled.joined(separator: "\n"))
        }
        if let rootLine = lines.firstIndex(where: { $0.contains("rootObject = ") }) {
            var lost = lines
            lost.remove(at: rootLine)
            result.append(lost.joined(separator: "\n"))
            var doubled = lines
            doubled.insert(lines[rootLine], at: rootLine)
            result.append(doubled.joined(separator: "\n"))
            var dangling = lines
            dangling[rootLine] = "\trootObject = 000000000000000000000000;"
            result.append(dangling.joined(separator: "\n"))
        }
        result.append(text.replacingOccurrences(of: "isa = PBXProject;", with: "isa = PBXProjectX;"))
        result.append(text.replacingOccurrences(of: "isa = PBXProject;", with: "isa = PBXProject; isa = (PBXProject);"))
        result.append(text.replacingOccurrences(of: "isa = PBXProject;", with: "isa = \"PBX\\Project\";"))
        result.append(
            text.replacingOccurrences(of: "objects = {", with: "objects = (").replacingOccurrences(
                of: "};\n\trootObject", with: ");\n\trootObject"))
        result.append(text.replacingOccurrences(of: "objectVersion = ", with: "data = <0a 0b>; objectVersion = "))
        result.append(text.replacingOccurrences(of: "path = ", with: "path = \"\\U\" ; x = "))
        result.append(text + "}")
        return result
    }

    @Test func refusesARepeatedObjectThatTheParserAlsoRefuses() throws {
        let classic = try #require(
            try Self.fixtureProjects().first { $0.name.hasSuffix("ClassicApp.xcodeproj/project.pbxproj") })
        let damaged = Self.structuralDamage(String(decoding: classic.bytes, as: UTF8.self)).map { Array($0.utf8) }
        #expect(!damaged.isEmpty)
        for variant in damaged {
            #expect(!PbxprojReadBack.accepts(variant))
        }
    }
}

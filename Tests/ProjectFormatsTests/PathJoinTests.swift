import Foundation
import Testing

@testable import ProjectFormats

/// Joining paths with the folder's plainness known (how the location table joins a project's
/// thousands of paths) gives what standardizing the whole path gives, and says rightly whether
/// the result is plain.
struct PathJoinTests {
    /// `folder/relative` (or `relative` when absolute) standardized component by component.
    static func standardized(_ folder: String, _ relative: String) -> String {
        let combined = relative.hasPrefix("/") ? relative : folder + "/" + relative
        var parts: [Substring] = []
        for part in combined.split(separator: "/") where part != "." {
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
            } else {
                parts.append(part)
            }
        }
        return (combined.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    @Test(arguments: ["/App", "/", "/App/./Views", "/App/Views/", "App/Views", "/App/.hidden", "/Caf\u{E9}"])
    func matchesStandardizing(folder: String) {
        let relatives = ["Login.swift", "Views/Login.swift", "../Shared", "./Views", "/Absolute/File.swift", "", ".git"]
        for relative in relatives {
            let joined = XcodeProject.join(folder, folderIsPlain: XcodeProject.isPlain(folder), relative)
            #expect(joined.path == Self.standardized(folder, relative), "\(folder) + \(relative)")
            #expect(joined.isPlain == XcodeProject.isPlain(joined.path), "\(folder) + \(relative)")
            #expect(XcodeProject.join(folder, relative) == joined.path)
        }
    }
}

import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Lists the Xcode projects of an `.xcworkspace` from its `contents.xcworkspacedata`:
///
/// ```xml
/// <Workspace version = "1.0">
///    <Group location = "group:Apps" name = "Apps">
///       <FileRef location = "group:App/App.xcodeproj"></FileRef>
///    </Group>
///    <FileRef location = "container:Core/Core.xcodeproj"></FileRef>
/// </Workspace>
/// ```
///
/// `group:` locations are relative to the enclosing groups' locations, which start at the folder
/// holding the workspace; `container:` locations are relative to that folder; `absolute:` ones
/// are absolute. `self:` (a project's own inner workspace) and non-project references are skipped.
enum WorkspaceReader {
    /// Why a workspace could not be listed.
    enum ReadError: Error, Equatable {
        case unreadable(reason: String)
        case invalidXML(reason: String)
    }

    static let contentsFile = "contents.xcworkspacedata"

    /// The absolute paths of the workspace's `.xcodeproj` references, in file order, each once.
    static func projects(inWorkspace workspace: String) throws(ReadError) -> [String] {
        let file = Path(workspace).appending(contentsFile).string
        let bytes: [UInt8]
        do {
            bytes = try BoundedFile.read(file, limit: .workspace)
        } catch {
            throw .unreadable(reason: error.message)
        }
        let base = Path(workspace).parent.string
        let events: [XMLElementScanner.Event]
        do {
            events = try XMLElementScanner.events(in: bytes)
        } catch {
            throw .invalidXML(reason: error.description)
        }
        // The folder of each open `<Group>`, innermost last.
        var groupFolders: [String] = []
        var references: [String] = []
        for event in events {
            let current = groupFolders.last ?? base
            switch event {
            case .start(name: "Group", let attributes):
                groupFolders.append(
                    attributes["location"].flatMap { resolve($0, current: current, base: base) } ?? current)
            case .start(name: "FileRef", let attributes):
                if let location = attributes["location"], let path = resolve(location, current: current, base: base) {
                    references.append(path)
                }
            case .end(name: "Group"):
                _ = groupFolders.popLast()
            default:
                break
            }
        }
        var seen: Set<String> = []
        return references.filter { $0.hasSuffix(".xcodeproj") && seen.insert($0).inserted }
    }

    private static func resolve(_ location: String, current: String, base: String) -> String? {
        guard let colon = location.firstIndex(of: ":") else { return nil }
        let kind = location[..<colon]
        let path = String(location[location.index(after: colon)...])
        switch kind {
        case "group": return XcodeProject.join(current, path)
        case "container": return XcodeProject.join(base, path)
        case "absolute": return XcodeProject.join("/", path)
        default: return nil
        }
    }
}

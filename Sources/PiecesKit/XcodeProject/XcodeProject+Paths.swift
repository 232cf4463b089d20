import Foundation

extension XcodeProject {
    /// The folder Xcode calls `SOURCE_ROOT` (`$(SRCROOT)`): the one holding the `.xcodeproj`, moved by
    /// the project's `projectDirPath` when set.
    public var sourceRoot: String {
        let folder = (path as NSString).deletingLastPathComponent
        guard let directory = rootProject.string("projectDirPath"), !directory.isEmpty else { return folder }
        return Self.join(folder, directory)
    }

    /// Where a group, synchronized folder or file reference is on disk, absolute; nil when its
    /// location depends on something outside the project (`BUILT_PRODUCTS_DIR`, `SDKROOT`, …).
    ///
    /// `<group>` paths are relative to the enclosing group's folder (the top group's is
    /// `sourceRoot`), `SOURCE_ROOT` paths to `sourceRoot`, `<absolute>` paths to nothing. A group
    /// without `path` has its parent's folder.
    public func location(of id: String) -> String? {
        var chain: [PBXObject] = []
        var visited: Set<String> = []
        var current = id
        var base: String?
        walk: while let object = objects[current], visited.insert(current).inserted {
            chain.append(object)
            switch object.string("sourceTree") ?? "<group>" {
            case "<group>":
                if let parent = parents[current] {
                    current = parent
                    continue walk
                }
                base = sourceRoot
            case "SOURCE_ROOT", "SRCROOT":
                base = sourceRoot
            case "<absolute>":
                base = "/"
            default:
                return nil
            }
            break walk
        }
        guard var result = base else { return nil }
        for object in chain.reversed() {
            if let component = object.string("path"), !component.isEmpty {
                result = Self.join(result, component)
            }
        }
        return result
    }

    /// The absolute folder of a group (`location(of:)` for a group).
    public func folder(of group: XcodeGroup) -> String? {
        location(of: group.id)
    }

    /// `relative` resolved against `folder` (kept when already absolute), standardized.
    static func join(_ folder: String, _ relative: String) -> String {
        let combined = relative.hasPrefix("/") ? relative : (folder as NSString).appendingPathComponent(relative)
        return URL(fileURLWithPath: combined).standardizedFileURL.path
    }

    /// The chain of group IDs from the top group down to (not including) `id`.
    func ancestors(of id: String) -> [String] {
        var chain: [String] = []
        var visited: Set<String> = [id]
        var current = id
        while let parent = parents[current], visited.insert(parent).inserted {
            chain.append(parent)
            current = parent
        }
        return chain.reversed()
    }
}

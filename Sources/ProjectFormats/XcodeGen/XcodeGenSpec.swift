import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What pieces needs from an XcodeGen `project.yml` (and the files it `include:`s): each target's
/// type, platforms and deployment targets, and its `sources`. The spec is read, never written:
/// the `.xcodeproj` XcodeGen generates from it is not edited either, since the next
/// `xcodegen generate` would overwrite the edit.
package struct XcodeGenSpec: Sendable {
    /// One entry of a target's `sources`.
    package struct Source: Sendable, Equatable {
        /// Absolute.
        package var path: String
        package var excludes: [String]
        /// `destinationFilters` (`iOS`, `macOS`, …); empty for every destination.
        package var destinationFilters: [String]
        /// Where the entry is written.
        package var file: String
        package var line: Int
    }

    /// A target of the spec.
    package struct Target: Sendable, Equatable {
        package var name: String
        /// `application`, `framework`, `bundle.unit-test`, …
        package var type: String
        /// The platforms as XcodeGen names them (`iOS`, `macOS`, `visionOS`, `tvOS`, `watchOS`),
        /// from `platform` or, for `platform: auto` and multi-destination targets, `supportedDestinations`.
        package var platforms: [String]
        /// The deployment target of each platform, with where it is written.
        package var deploymentTargets: [String: DeploymentTarget]
        package var sources: [Source]
        package var line: Int

        /// Whether the target builds an app.
        package var isApplication: Bool { type.hasPrefix("application") }
    }

    /// The spec file, absolute.
    package let path: String
    /// In the order written (included files' targets first).
    package let targets: [Target]

    /// The folder the spec lives in (and which its paths are relative to).
    package var folder: String { Path(path).parent.string }

    static let fileName = "project.yml"
    static let deploymentSettings = [
        "iOS": "IPHONEOS_DEPLOYMENT_TARGET", "macOS": "MACOSX_DEPLOYMENT_TARGET", "visionOS": "XROS_DEPLOYMENT_TARGET",
        "tvOS": "TVOS_DEPLOYMENT_TARGET", "watchOS": "WATCHOS_DEPLOYMENT_TARGET"
    ]

    /// Reads the spec at `path` and what it includes.
    package static func read(_ path: String) throws(XcodeGenError) -> XcodeGenSpec {
        var reading = XcodeGenIncludes()
        let document = try reading.document(at: Path(path).absolute.string)
        return XcodeGenSpec(path: Path(path).absolute.string, document: document)
    }

    init(path: String, document: XcodeGenIncludes.Document) {
        self.path = path
        let root = document.node
        let templates = root["targetTemplates"]
        let options = root["options"]?["deploymentTarget"]
        var targets: [Target] = []
        for (name, rawValue) in root["targets"]?.entries ?? [] {
            var value = rawValue
            let names = rawValue["templates"]?.items.compactMap(\.string) ?? []
            if !names.isEmpty {
                // The templates merged in the order named, then the target over them, as XcodeGen does.
                var base = YAMLNode.mapping([], at: rawValue.mark)
                for template in names { if let body = templates?[template] { base = base.merged(with: body) } }
                value = base.merged(with: rawValue)
            }
            let platformNode = value["platform"]
            // `platform: [iOS, tvOS]` makes one target per platform, named with the platform.
            if case .sequence(let list, _) = platformNode {
                for platform in list.compactMap(\.string) {
                    targets.append(
                        Self.target(
                            named: name + "_" + platform, value, platforms: [platform], options: options,
                            document: document, folder: Path(path).parent.string))
                }
                continue
            }
            var platforms = platformNode?.string.map { [$0] } ?? []
            let destinations = value["supportedDestinations"]?.items.compactMap(\.string) ?? []
            if platforms == ["auto"] || !destinations.isEmpty {
                platforms = destinations.map { $0 == "macCatalyst" ? "iOS" : $0 }.reduce(into: []) { result, name in
                    if !result.contains(name) { result.append(name) }
                }
            }
            targets.append(
                Self.target(
                    named: name, value, platforms: platforms, options: options, document: document,
                    folder: Path(path).parent.string))
        }
        self.targets = targets
    }

    private static func target(
        named name: String, _ value: YAMLNode, platforms: [String], options: YAMLNode?,
        document: XcodeGenIncludes.Document, folder: String
    ) -> Target {
        var deployment: [String: DeploymentTarget] = [:]
        for platform in platforms {
            let setting = deploymentSettings[platform] ?? ""
            let settings = value["settings"]
            let candidates: [YAMLNode?] = [
                settings?["base"]?[setting], settings?[setting],
                platforms.count == 1 ? value["deploymentTarget"].flatMap { $0.string == nil ? nil : $0 } : nil,
                value["deploymentTarget"]?[platform], options?[platform]
            ]
            if let node = candidates.compactMap({ $0 }).first, let version = node.string {
                deployment[platform] = DeploymentTarget(
                    version: version,
                    source: .configurationFile(path: node.mark.file, line: node.line))
            }
        }
        let sources = (value["sources"]?.items ?? []).compactMap { item -> Source? in
            let node = item.string != nil ? item : item["path"]
            guard let relative = node?.string else { return nil }
            // Paths are relative to the file that writes them (XcodeGen's `relativePaths`, on by default).
            let base = Path(item.mark.file).parent.string
            return Source(
                path: Path(XcodeProject.join(base, relative)).absolute.string,
                excludes: item["excludes"]?.items.compactMap(\.string) ?? [],
                destinationFilters: item["destinationFilters"]?.items.compactMap(\.string) ?? [],
                file: item.mark.file, line: item.line)
        }
        return Target(
            name: name, type: value["type"]?.string ?? "", platforms: platforms, deploymentTargets: deployment,
            sources: sources, line: value.line)
    }
}

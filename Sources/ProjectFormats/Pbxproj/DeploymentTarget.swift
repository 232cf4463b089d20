import PiecesSupport

/// The iOS version an app is built for, and where that value was written.
package struct DeploymentTarget: Sendable, Equatable, CustomStringConvertible {
    /// Where the value came from.
    package enum Source: Sendable, Equatable, CustomStringConvertible {
        /// The target's own build settings for a configuration.
        case targetSettings(target: String, configuration: String)
        /// An `.xcconfig` file (a configuration's `baseConfigurationReference`, or a file it includes).
        case configurationFile(path: String, line: Int)
        /// The project's build settings for a configuration.
        case projectSettings(configuration: String)
        /// A Swift package's `platforms: [.iOS(…)]`.
        case packageManifest(path: String, line: Int)

        static func targetSettingsText(_ target: String, _ configuration: String) -> Message {
            "the build settings of target '\(target)' (\(configuration))"
        }
        static func projectSettingsText(_ configuration: String) -> Message {
            "the project's build settings (\(configuration))"
        }
        static func fileText(_ path: String, _ line: Int) -> Message { "\(path):\(line)" }

        package var description: String {
            switch self {
            case .targetSettings(let target, let configuration): Self.targetSettingsText(target, configuration).text
            case .configurationFile(let path, let line), .packageManifest(let path, let line):
                Self.fileText(path, line).text
            case .projectSettings(let configuration): Self.projectSettingsText(configuration).text
            }
        }
    }

    /// The version as written, such as `17.0`.
    package var version: String
    /// Where the version was written.
    package var source: Source

    package init(version: String, source: Source) {
        self.version = version
        self.source = source
    }

    /// The version as numbers (`17.4` → `[17, 4]`); nil when it is not dotted digits.
    package var components: [Int]? {
        let parts = version.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
        return parts.compactMap { $0 }
    }

    /// Whether this version is at least `other` (`17` ≥ `17.0`), comparing numerically; false when
    /// either is not numeric.
    package func isAtLeast(_ other: String) -> Bool {
        guard let mine = components else { return false }
        let theirs = other.split(separator: ".").map { Int($0) }
        guard theirs.allSatisfy({ $0 != nil }) else { return false }
        let wanted = theirs.compactMap { $0 }
        for index in 0..<max(mine.count, wanted.count) {
            let left = index < mine.count ? mine[index] : 0
            let right = index < wanted.count ? wanted[index] : 0
            if left != right { return left > right }
        }
        return true
    }

    package var description: String { version + " (from " + source.description + ")" }
}

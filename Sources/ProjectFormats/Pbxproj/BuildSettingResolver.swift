import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Resolves a build setting the way Xcode layers them for one target and configuration: the
/// target's settings, then the target configuration's `.xcconfig`, then the project's settings,
/// then the project configuration's `.xcconfig`. The first layer that sets a key wins;
/// `$(inherited)` in it stands for the value the layers below give (inside one `.xcconfig`, an
/// earlier assignment of the same key comes first). Other `$(NAME)` / `${NAME}` references are
/// resolved through the same layers. Settings with conditions (`KEY[sdk=…]`) are not considered.
struct BuildSettingResolver {
    /// One source of settings.
    enum Layer {
        case configuration(BuildConfiguration, DeploymentTarget.Source)
        case file(XCConfigFile)
        /// Settings Xcode gives every target (`SRCROOT`, `TARGET_NAME`, …), below all others.
        case builtIn([String: String], DeploymentTarget.Source)

        /// The layer's values for `key`, the winning one first.
        func values(of key: String) -> [(String, DeploymentTarget.Source)] {
            switch self {
            case .configuration(let configuration, let source):
                configuration.setting(key).map { [($0, source)] } ?? []
            case .file(let file):
                file.values(of: key).map { ($0.value, .configurationFile(path: $0.path, line: $0.line)) }
            case .builtIn(let values, let source):
                values[key].map { [($0, source)] } ?? []
            }
        }
    }

    /// Variable references nest at most this deep (a deeper chain is a cycle).
    static let maximumDepth = 16

    let layers: [Layer]

    /// The resolved value of `key` and where its text came from; nil when no layer sets it or it
    /// resolves to nothing.
    func resolve(_ key: String) -> (value: String, source: DeploymentTarget.Source)? {
        resolve(key, depth: 0)
    }

    private func resolve(_ key: String, depth: Int) -> (value: String, source: DeploymentTarget.Source)? {
        let candidates = layers.flatMap { $0.values(of: key) }
        return resolve(candidates, index: 0, depth: depth)
    }

    private func resolve(
        _ candidates: [(String, DeploymentTarget.Source)], index: Int, depth: Int
    ) -> (value: String, source: DeploymentTarget.Source)? {
        guard index < candidates.count, depth < Self.maximumDepth else { return nil }
        let (raw, source) = candidates[index]
        var singleReferenceSource: DeploymentTarget.Source?
        let expanded = Self.expandReferences(in: raw) { name, isWhole in
            let resolved =
                name == "inherited"
                ? resolve(candidates, index: index + 1, depth: depth + 1)
                : resolve(name, depth: depth + 1)
            if isWhole { singleReferenceSource = resolved?.source }
            return resolved?.value ?? ""
        }
        let value = expanded.trimmingWhitespace()
        guard !value.isEmpty else { return nil }
        return (value, singleReferenceSource ?? source)
    }

    /// Replaces each `$(NAME)` and `${NAME}` in `text` (a `:modifier` after the name is ignored)
    /// with `value(NAME, isWhole)`, where `isWhole` tells that the reference is all of `text`.
    static func expandReferences(in text: String, value: (String, Bool) -> String) -> String {
        let characters = Array(text)
        var result = ""
        var index = 0
        while index < characters.count {
            guard characters[index] == "$", index + 1 < characters.count,
                let close: Character = characters[index + 1] == "(" ? ")" : characters[index + 1] == "{" ? "}" : nil,
                let end = characters[(index + 2)...].firstIndex(of: close)
            else {
                result.append(characters[index])
                index += 1
                continue
            }
            let inner = String(characters[(index + 2)..<end])
            let name = String(inner.split(separator: ":", maxSplits: 1).first ?? "")
            let isWhole = index == 0 && end == characters.count - 1
            result += value(name, isWhole)
            index = end + 1
        }
        return result
    }
}

/// What holds the app that pieces are installed into.
package enum ProjectLocation: Sendable, Equatable {
    /// A `.xcodeproj` folder.
    case xcodeProject(path: String)
    /// A Swift package, by its `Package.swift`.
    case swiftPackage(manifest: String)

    /// The `.xcodeproj` folder or the `Package.swift` file, absolute.
    package var path: String {
        switch self {
        case .xcodeProject(let path), .swiftPackage(let path): path
        }
    }
}

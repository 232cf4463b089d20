/// A `PBXNativeTarget`.
public struct XcodeTarget: Sendable, Equatable {
    public static let applicationProductType = "com.apple.product-type.application"

    public let id: String
    public let name: String
    /// Such as `com.apple.product-type.application`; empty when missing.
    public let productType: String
    public let buildPhaseIDs: [String]
    public let buildConfigurationListID: String?
    /// The `PBXFileSystemSynchronizedRootGroup`s whose files belong to the target (Xcode 16 folders).
    public let synchronizedGroupIDs: [String]

    init(_ object: PBXObject) {
        id = object.id
        name = object.string("name") ?? object.string("productName") ?? object.id
        productType = object.string("productType") ?? ""
        buildPhaseIDs = object.strings("buildPhases")
        buildConfigurationListID = object.string("buildConfigurationList")
        synchronizedGroupIDs = object.strings("fileSystemSynchronizedGroups")
    }

    /// Whether the target builds an app.
    public var isApplication: Bool { productType == Self.applicationProductType }
}

/// A build phase such as `PBXSourcesBuildPhase`.
public struct BuildPhase: Sendable, Equatable {
    public static let sourcesISA = "PBXSourcesBuildPhase"

    public let id: String
    public let isa: String
    /// The phase's `PBXBuildFile` IDs, in order.
    public let buildFileIDs: [String]

    init(_ object: PBXObject) {
        id = object.id
        isa = object.isa
        buildFileIDs = object.strings("files")
    }
}

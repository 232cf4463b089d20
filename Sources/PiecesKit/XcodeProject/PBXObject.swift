/// One entry of a project's `objects` dictionary: `ID /* comment */ = { isa = …; … };`.
public struct PBXObject: Sendable {
    /// The 24-character identifier (any string Xcode accepts as a key).
    public let id: String
    public let fields: PlistDictionary
    /// The whole `ID = { … };` entry in the file.
    public let entry: PlistEntry

    public init?(entry: PlistEntry) {
        guard let fields = entry.value.dictionary else { return nil }
        self.id = entry.key
        self.fields = fields
        self.entry = entry
    }

    /// The class name, such as `PBXNativeTarget` (empty when missing).
    public var isa: String { fields.string("isa") ?? "" }

    /// The string value of `key`.
    public func string(_ key: String) -> String? { fields.string(key) }

    /// The strings of an array field, such as a list of object IDs; empty when missing.
    public func strings(_ key: String) -> [String] { fields[key]?.strings ?? [] }
}

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

/// A `PBXGroup`, `PBXVariantGroup` or `PBXFileSystemSynchronizedRootGroup`.
public struct XcodeGroup: Sendable, Equatable {
    public static let synchronizedISA = "PBXFileSystemSynchronizedRootGroup"

    public let id: String
    public let isa: String
    public let name: String?
    public let path: String?
    public let sourceTree: String?
    /// Children of a classic group, in order.
    public let childIDs: [String]
    /// Exception sets of a synchronized group.
    public let exceptionSetIDs: [String]

    init(_ object: PBXObject) {
        id = object.id
        isa = object.isa
        name = object.string("name")
        path = object.string("path")
        sourceTree = object.string("sourceTree")
        childIDs = object.strings("children")
        exceptionSetIDs = object.strings("exceptions")
    }

    public var isSynchronized: Bool { isa == Self.synchronizedISA }

    /// The name Xcode shows: `name`, else the last component of `path`.
    public var displayName: String? {
        name ?? path.map { String($0.split(separator: "/").last ?? Substring($0)) }
    }
}

/// A `PBXFileSystemSynchronizedBuildFileExceptionSet`: files of a synchronized folder whose
/// membership in `targetID` is the opposite of the folder's default.
public struct SynchronizedExceptionSet: Sendable, Equatable {
    public static let isa = "PBXFileSystemSynchronizedBuildFileExceptionSet"

    public let id: String
    public let targetID: String?
    /// Paths relative to the synchronized folder.
    public let membershipExceptions: [String]

    init(_ object: PBXObject) {
        id = object.id
        targetID = object.string("target")
        membershipExceptions = object.strings("membershipExceptions")
    }
}

/// A `PBXFileReference`.
public struct XcodeFileReference: Sendable, Equatable {
    public let id: String
    public let name: String?
    public let path: String?
    public let sourceTree: String?
    public let lastKnownFileType: String?

    init(_ object: PBXObject) {
        id = object.id
        name = object.string("name")
        path = object.string("path")
        sourceTree = object.string("sourceTree")
        lastKnownFileType = object.string("lastKnownFileType") ?? object.string("explicitFileType")
    }
}

/// An `XCBuildConfiguration`.
public struct BuildConfiguration: Sendable {
    public let id: String
    public let name: String
    public let buildSettings: PlistDictionary
    /// The `.xcconfig` file reference the configuration is based on.
    public let baseConfigurationReferenceID: String?

    init(_ object: PBXObject) {
        id = object.id
        name = object.string("name") ?? object.id
        buildSettings = object.fields["buildSettings"]?.dictionary ?? PlistDictionary()
        baseConfigurationReferenceID = object.string("baseConfigurationReference")
    }

    /// A setting's value; a list is joined with spaces, as Xcode expands it.
    public func setting(_ key: String) -> String? {
        guard let value = buildSettings[key] else { return nil }
        if let text = value.string { return text }
        return value.array.map { $0.compactMap(\.string).joined(separator: " ") }
    }
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

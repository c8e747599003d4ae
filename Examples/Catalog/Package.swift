// swift-tools-version: 6.0
import PackageDescription

// Compiles the Catalog app's sources (the folder `Catalog.xcodeproj` builds) as a library, so
// `Scripts/build-examples.sh` can build every file for iOS 15 with warnings as errors and the app
// cannot drift from TransitionKit's public API. Open `Catalog.xcodeproj` to run the app.
let package = Package(
    name: "Catalog",
    platforms: [.iOS(.v15)],
    dependencies: [.package(name: "TransitionKit", path: "../..")],
    targets: [
        .target(
            name: "Catalog",
            dependencies: [
                .product(name: "TransitionKit", package: "TransitionKit"),
                .product(name: "TransitionKitGestures", package: "TransitionKit"),
                .product(name: "TransitionKitGallery", package: "TransitionKit"),
            ],
            path: "Catalog"
        )
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.2
import PackageDescription

// An iOS library as it was written for Apple's UIKit, with the Objective-C-only Swift that real
// container libraries are full of: an `@objc` protocol with optional requirements, `#selector`
// target-action, a selector `Timer` and an override of a `UIViewController` extension method.
// It does not build here as it is. `make port-example` copies it, runs
//   swift package --allow-writing-to-package-directory port-from-ios
// on the copy, and builds and tests that: the same tests, unchanged, pass. The checked-in
// sources stay as iOS had them.
let package = Package(
  name: "CardStack",
  dependencies: [.package(name: "UIKitSDL", path: "../..")],
  targets: [
    .target(name: "CardStack", dependencies: [.product(name: "UIKit", package: "UIKitSDL")]),
    .testTarget(
      name: "CardStackTests",
      dependencies: ["CardStack", .product(name: "UIKit", package: "UIKitSDL")]),
  ],
  // Swift 5, as most iOS libraries still are.
  swiftLanguageModes: [.v5]
)

// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "UIKitSDL",
  products: [
    // Each public module's product carries the testing overlays for what it imports, so that
    // `import Testing` beside `import UIKit` works in a test target that depends on it alone.
    .library(
      name: "UIKit",
      targets: ["UIKit", "ObjectiveCRuntime", "_Testing_UIKit", "_Testing_CoreGraphics"]),
    .library(name: "CoreGraphics", targets: ["CoreGraphics", "_Testing_CoreGraphics"]),
    .library(
      name: "QuartzCore", targets: ["QuartzCore", "_Testing_CoreGraphics"]),
    .library(name: "SDLHost", targets: ["SDLHost"]),
    .library(name: "UIKitTestSupport", targets: ["UIKitTestSupport"]),
    // swift-snapshot-testing's strategies on this renderer, in a product of their own so that
    // apps do not build or link the snapshot library.
    .library(name: "UIKitSnapshotTesting", targets: ["UIKitSnapshotTesting"]),
    // UI tests as XCUITest writes them (`XCUIApplication`, queries, taps), driving an app in its
    // own process over AutomationChannel. Test targets depend on it; apps never link it.
    .library(name: "XCUIAutomation", targets: ["XCUIAutomation"]),
    .executable(name: "Demo", targets: ["Demo"]),
    // The porting tool, a product of its own: an app that links UIKit never builds SwiftSyntax.
    // `swift package --allow-writing-to-package-directory port-from-ios` runs it through the
    // plugin; `swift run port-from-ios <folders>` runs it directly.
    .executable(name: "port-from-ios", targets: ["port-from-ios"]),
    .plugin(name: "PortFromIOSPlugin", targets: ["PortFromIOSPlugin"]),
  ],
  dependencies: [
    // `make docs` only: DocC for the UIKit and UIKitTestSupport catalogs.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    // The porting tool only. swift-snapshot-testing already brings it into the graph, so a user's
    // package resolves it either way; the range is wide so that it agrees with the user's own
    // macro packages.
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
  ],
  targets: [
    // Includes only: SDL2 and SDL2_ttf headers, linked by the module map. The host alone uses
    // them: its window, events and renderer, and SDL2_ttf to rasterise the core's text runs.
    .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev"])]),
    // Includes only: FreeType and HarfBuzz, which the core measures and shapes text with (the
    // libraries SDL2_ttf is built on), linked by the module map; pkg-config's freetype2 gives
    // FreeType's include folder. The font packages hold the system font (Inter) and its
    // fallbacks, which the core and the host open by path.
    .systemLibrary(
      name: "CFreeType", pkgConfig: "freetype2",
      providers: [
        .apt([
          "libfreetype-dev", "libharfbuzz-dev", "fonts-inter", "fonts-noto-core", "fonts-noto-cjk",
          "fonts-noto-color-emoji",
        ])
      ]
    ),
    // Includes only: libjpeg-turbo's TurboJPEG header, linked by the module map. JPEGs decode
    // and encode with it.
    .systemLibrary(name: "CTurboJPEG", providers: [.apt(["libturbojpeg0-dev"])]),
    // Includes only: cairo's header, linked by the module map.
    .systemLibrary(name: "CCairo", providers: [.apt(["libcairo2-dev"])]),
    // Includes only: libpng's header, linked by the module map. PNGs decode with it straight
    // into the image's own buffer, and encode with it.
    .systemLibrary(name: "CPNG", providers: [.apt(["libpng-dev"])]),
    // Fonts and images, read through `Bundle.module`.
    .target(
      name: "Assets",
      path: "Assets",
      exclude: ["README.md"],
      resources: [.copy("Fonts"), .copy("Images")]
    ),
    // What Swift code of the Objective-C runtime uses without `@objc`: associated objects, with
    // Apple's names. UIKit re-exports it, as Foundation does on iOS. Not named `ObjectiveC`:
    // packages test `#if canImport(ObjectiveC)` to mean an Apple platform (swift-snapshot-testing
    // does), and a module of that name on the search path would take them down Apple's branch.
    // port-from-ios turns `import ObjectiveC` into `import ObjectiveCRuntime`.
    .target(name: "ObjectiveCRuntime"),
    // An incremental Cassowary solver: no dependencies, no UIKit types.
    .target(name: "Cassowary"),
    // Paths, colours, images and drawing contexts, drawn with cairo. No windowing.
    .target(name: "CoreGraphics", dependencies: ["CCairo"]),
    // Core Animation: the layer tree, its animations and transactions, the display list a layer
    // tree draws as, and text measured and shaped with FreeType and HarfBuzz. UIKit sits on it
    // and re-exports it, as on iOS.
    .target(name: "QuartzCore", dependencies: ["Assets", "CFreeType", "CoreGraphics"]),
    // The public module. No windowing and no SDL: `.ci/check-core-seam` fails `make lint` if
    // it, QuartzCore or CoreGraphics comes to depend on CSDL2.
    .target(
      name: "UIKit",
      dependencies: [
        "Assets", "CTurboJPEG", "CPNG", "Cassowary", "CoreGraphics", "ObjectiveCRuntime",
        "QuartzCore",
      ]),
    // Cross-import overlays, named by the toolchain's Testing.swiftcrossimport: the compiler
    // imports them into any file that imports Testing and UIKit (or CoreGraphics). They make
    // images attachable. Apps link them too, so Testing is weakly linked and not autolinked:
    // an app's executable does not need libTesting.so (see the files' header comments).
    // SwiftPM accepts these flags in a versioned dependency since 6.2 (this manifest's tools
    // version); earlier ones refuse them.
    .target(
      name: "_Testing_CoreGraphics", dependencies: ["CoreGraphics"],
      swiftSettings: [
        .unsafeFlags(["-Xfrontend", "-disable-autolink-library", "-Xfrontend", "Testing"])
      ]),
    .target(
      name: "_Testing_UIKit", dependencies: ["UIKit", "_Testing_CoreGraphics"],
      swiftSettings: [
        .unsafeFlags(["-Xfrontend", "-disable-autolink-library", "-Xfrontend", "Testing"])
      ]),

    // The only place that opens windows, reads events and draws. HOST.md is the seam's contract.
    // It answers a UI test over AutomationChannel when XCUIApplication launched the app.
    .target(
      name: "SDLHost", dependencies: ["UIKit", "CSDL2", "AutomationChannel"],
      exclude: ["HOST.md"]),
    // The UI-testing channel's wire format and socket, shared by the app's end (SDLHost) and the
    // test's (XCUIAutomation): Foundation only. CHANNEL.md is its contract.
    .target(name: "AutomationChannel", exclude: ["CHANNEL.md"]),
    // The test's end: XCUIApplication, XCUIElementQuery, XCUIElement. UIKit only for
    // `XCUIScreenshot.image`; the app's UIKit runs in the app's process.
    .target(name: "XCUIAutomation", dependencies: ["AutomationChannel", "UIKit"]),
    // A seeded random number generator: no dependencies, so the solver's tests and benchmarks
    // replay the same numbers without building UIKit. UIKitTestSupport re-exports it.
    .target(name: "SeededRandomness"),
    // Shared fakes for tests: manual clock, recording renderer, lifecycle log. No host: what
    // needs pixels is in UIKitSnapshotTesting. It brings the testing overlays along: a test
    // target that reaches UIKit through it alone still finds them when it imports Testing and
    // UIKit (SwiftPM turns cross-import overlays on for test targets only).
    .target(
      name: "UIKitTestSupport",
      dependencies: ["UIKit", "SeededRandomness", "_Testing_UIKit", "_Testing_CoreGraphics"]),
    // `assertSnapshot(of: controller, as: .image(on: .iPhone13))`, `.recursiveDescription`,
    // `.hierarchy` and `.transition(frames:)`, and the `WindowSnapshot` and `Filmstrip` they are
    // built on, rendered headless by the host's software rasterizer.
    .target(
      name: "UIKitSnapshotTesting",
      dependencies: [
        "UIKit", "SDLHost", "UIKitTestSupport", "_Testing_UIKit", "_Testing_CoreGraphics",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]),
    // Main.storyboard is a resource: `UIStoryboard(name: "Main", bundle: .main)` finds it in the
    // resource bundle beside the executable.
    .executableTarget(
      name: "Demo", dependencies: ["UIKit", "QuartzCore", "SDLHost"], path: "Demo",
      exclude: ["Screenshots"],
      resources: [.process("Main.storyboard")]),
    // Benchmarks print figures; `make bench` runs them, `make test` does not. XCUIAutomation
    // times a UI test's tap against the release Demo.
    .executableTarget(
      name: "UIKitBenchmarks",
      dependencies: ["UIKit", "SDLHost", "CSDL2", "UIKitTestSupport", "XCUIAutomation"],
      path: "Sources/UIKitBenchmarks"),
    // Damaged storyboards and nibs through the loader: `make fuzz`; a short run is a test.
    .executableTarget(name: "StoryboardFuzz", dependencies: ["UIKit", "UIKitTestSupport"]),
    // The solver, and Auto Layout through UIKit, against kiwisolver (python3-kiwisolver).
    .executableTarget(
      name: "LayoutBenchmark", dependencies: ["Cassowary", "UIKit"], exclude: ["kiwi_bench.py"]),
    // The porting engine: rewrites Objective-C-only Swift (selectors, `@objc optional`
    // protocols, extension overrides, outlets) into code that builds here. No UIKit: it reads and
    // writes source text.
    .target(
      name: "PortFromIOS",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftOperators", package: "swift-syntax"),
      ]),
    .executableTarget(name: "port-from-ios", dependencies: ["PortFromIOS"]),
    // `swift package port-from-ios [--dry-run] [--target T]` in a package that depends on this one.
    .plugin(
      name: "PortFromIOSPlugin",
      capability: .command(
        intent: .custom(
          verb: "port-from-ios",
          description: "Rewrite Objective-C-only Swift into code that builds with this UIKit"),
        permissions: [
          .writeToPackageDirectory(reason: "port-from-ios rewrites the package's sources in place")
        ]),
      dependencies: ["port-from-ios"]),
    .testTarget(
      name: "PortFromIOSTests",
      dependencies: ["PortFromIOS", .product(name: "SwiftSyntax", package: "swift-syntax")]),
    // `import QuartzCore` alone, as a layer-only library says it: no UIKit in the build.
    .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore", "SeededRandomness"]),
    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "SeededRandomness"]),
    // The core's tests, in the folders of what they test in Sources/UIKit; the storyboard and nib
    // fixtures are in Resources/Storyboards. Two suites read a window's pixels through
    // UIKitSnapshotTesting's `WindowSnapshot`.
    .testTarget(
      name: "UIKitTests",
      dependencies: [
        "UIKit", "QuartzCore", "CoreGraphics", "_Testing_UIKit", "_Testing_CoreGraphics",
        "UIKitTestSupport", "UIKitSnapshotTesting", "SeededRandomness",
      ],
      resources: [.copy("Resources/Storyboards")]),
    // The snapshot strategies, through swift-snapshot-testing's assertSnapshot.
    .testTarget(
      name: "UIKitSnapshotTestingTests",
      dependencies: [
        "UIKitSnapshotTesting", "UIKit", "_Testing_UIKit", "_Testing_CoreGraphics",
        "UIKitTestSupport", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]),
    // Swift 5 callers, as most iOS code still is: UI types touched from non-isolated code (an
    // XCTestCase's setUp, a plain helper) compile, as against Apple's `@preconcurrency` UIKit.
    .testTarget(
      name: "Swift5CallerTests",
      dependencies: ["UIKit", "_Testing_UIKit", "_Testing_CoreGraphics", "UIKitTestSupport"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // What the demo shows: its screens, the seeds' samples as its screens run them (the
    // storyboard ones against its Main.storyboard, which `Bundle.main` finds in the demo's
    // resource bundle beside the test executable), and the demo end to end under Xvfb. The only
    // test target that depends on the demo: the others test the core with fixtures of their own.
    .testTarget(
      name: "DemoTests",
      dependencies: [
        "Demo", "UIKit", "_Testing_UIKit", "_Testing_CoreGraphics", "UIKitTestSupport",
        "UIKitSnapshotTesting", "XCUIAutomation",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]),
    // The app XCUIAutomation's own tests drive (and a second process probing its channel).
    .executableTarget(
      name: "AutomationFixtureApp",
      dependencies: ["UIKit", "SDLHost", "AutomationChannel"], path: "Tests/AutomationFixtureApp"),
    // The UI-testing product against the fixture app, each test with its own app (and its own
    // Xvfb when there is no DISPLAY).
    .testTarget(
      name: "XCUIAutomationTests",
      dependencies: ["XCUIAutomation", "AutomationFixtureApp", "AutomationChannel"]),
    .testTarget(
      name: "SDLHostTests",
      dependencies: [
        "SDLHost", "UIKit", "QuartzCore", "_Testing_UIKit", "_Testing_CoreGraphics",
        "UIKitTestSupport", "UIKitSnapshotTesting", "CSDL2",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]),
  ],
  swiftLanguageModes: [.v6]
)

// Warnings are errors in every target of this package, so they stay fixed: `make lint` builds
// everything once with this in force. SwiftPM ignores the setting when this package is a remote
// dependency of someone else's.
// UIKit, QuartzCore and CoreGraphics import their C modules (CTurboJPEG and CPNG, CFreeType,
// CCairo) `@_implementationOnly`, so a module that imports UIKit without depending on this
// package's C targets still loads it: swift-snapshot-testing does `#if canImport(UIKit) import UIKit`. Safe
// here because no stored property or public signature of theirs uses a C type (handles are
// `OpaquePointer`); keep it so. The compiler's warning about that import without library
// evolution stays a warning.
for target in package.targets where target.type != .system && target.type != .plugin {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .treatAllWarnings(as: .error), .treatWarning("ImplementationOnlyDeprecated", as: .warning),
    ]
}

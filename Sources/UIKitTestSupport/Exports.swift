// `import UIKitTestSupport` alone still brings `SeededGenerator`, which lives in a target of its
// own so that the solver's tests can use it without building UIKit.
@_exported import SeededRandomness

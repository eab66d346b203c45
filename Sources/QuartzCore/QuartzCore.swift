// `import QuartzCore` resolves as on iOS. The layer tree and Core Animation live in the UIKit
// target for now (a view and its layer share bookkeeping that is not yet split out), so this
// module re-exports it; CALayer, CAShapeLayer, CABasicAnimation and CATransaction come with it.
@_exported import UIKit

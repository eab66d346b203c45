/// The orientation of the interface, as `UIInterfaceOrientation`.
public enum UIInterfaceOrientation: Int, Sendable {
  case unknown = 0
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeLeft = 4
  case landscapeRight = 3

  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

  /// The matching bit of `UIInterfaceOrientationMask`.
  var mask: UIInterfaceOrientationMask {
    switch self {
    case .portrait: .portrait
    case .portraitUpsideDown: .portraitUpsideDown
    case .landscapeLeft: .landscapeLeft
    case .landscapeRight: .landscapeRight
    case .unknown: []
    }
  }

  /// Quarter turns from portrait, for hosts that step through orientations.
  package var quarterTurnsFromPortrait: Int { quarterTurns }

  /// The orientation `turns` quarter turns from portrait.
  package init(quarterTurnsFromPortrait turns: Int) {
    self = [.portrait, .landscapeLeft, .portraitUpsideDown, .landscapeRight][((turns % 4) + 4) % 4]
  }

  /// Quarter turns clockwise from portrait, as the content is drawn.
  var quarterTurns: Int {
    switch self {
    case .portrait, .unknown: 0
    case .landscapeLeft: 1
    case .portraitUpsideDown: 2
    case .landscapeRight: 3
    }
  }

  /// The device orientation that shows this interface orientation. Matches UIKit: the two
  /// landscapes are named after opposite sides.
  var deviceOrientation: UIDeviceOrientation {
    switch self {
    case .portrait: .portrait
    case .portraitUpsideDown: .portraitUpsideDown
    case .landscapeLeft: .landscapeRight
    case .landscapeRight: .landscapeLeft
    case .unknown: .unknown
    }
  }
}

/// A set of interface orientations, as `UIInterfaceOrientationMask`.
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  public static let all: UIInterfaceOrientationMask = [.portrait, .landscape, .portraitUpsideDown]
  public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}

/// The physical orientation of the (simulated) device, as `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
  case unknown = 0
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeLeft = 3
  case landscapeRight = 4
  case faceUp = 5
  case faceDown = 6

  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

import AutomationChannel
import CoreGraphics
import Foundation

/// A point on screen relative to an element, as XCUITest's: for gestures that do not start at
/// an element's activation point (a drag from a sheet's grabber, a screen's left edge).
@MainActor
public final class XCUICoordinate {
  /// The element the point is relative to.
  public let referencedElement: XCUIElement
  private let normalizedOffset: CGVector
  private let pointsOffset: CGVector

  init(element: XCUIElement, normalizedOffset: CGVector, pointsOffset: CGVector) {
    self.referencedElement = element
    self.normalizedOffset = normalizedOffset
    self.pointsOffset = pointsOffset
  }

  /// This point moved by `offset` points.
  public func withOffset(_ offset: CGVector) -> XCUICoordinate {
    XCUICoordinate(
      element: referencedElement, normalizedOffset: normalizedOffset,
      pointsOffset: CGVector(dx: pointsOffset.dx + offset.dx, dy: pointsOffset.dy + offset.dy))
  }

  /// The point in the window's coordinates, from the element's frame now.
  public var screenPoint: CGPoint {
    point(file: #filePath, line: #line) ?? .zero
  }

  /// Taps here.
  public func tap(file: StaticString = #filePath, line: UInt = #line) {
    guard let point = point(file: file, line: line) else { return }
    perform(Gesture.tap(at: point), "tap", file: file, line: line)
  }

  /// Taps twice here.
  public func doubleTap(file: StaticString = #filePath, line: UInt = #line) {
    guard let point = point(file: file, line: line) else { return }
    perform(Gesture.doubleTap(at: point), "double tap", file: file, line: line)
  }

  /// Touches here and holds for `duration` seconds.
  public func press(
    forDuration duration: TimeInterval, file: StaticString = #filePath, line: UInt = #line
  ) {
    guard let point = point(file: file, line: line) else { return }
    perform(Gesture.press(at: point, duration: duration), "press", file: file, line: line)
  }

  /// Touches here, holds for `duration` seconds, drags to `other` and lifts at once.
  public func press(
    forDuration duration: TimeInterval, thenDragTo other: XCUICoordinate,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    press(
      forDuration: duration, thenDragTo: other, withVelocity: .default,
      thenHoldForDuration: 0, file: file, line: line)
  }

  /// Touches here, holds for `duration` seconds, drags to `other` at `velocity`, holds there for
  /// `holdDuration` seconds and lifts: held long enough, the drag ends with no speed, so an
  /// interactive transition it drove is cancelled or finished by how far it went.
  public func press(
    forDuration duration: TimeInterval, thenDragTo other: XCUICoordinate,
    withVelocity velocity: XCUIGestureVelocity, thenHoldForDuration holdDuration: TimeInterval,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    guard let start = point(file: file, line: line), let end = other.point(file: file, line: line)
    else { return }
    perform(
      Gesture.drag(
        from: start, to: end, holding: duration, velocity: Double(velocity.rawValue),
        holdAtEnd: holdDuration), "drag", file: file, line: line)
  }

  private func point(file: StaticString, line: UInt) -> CGPoint? {
    guard
      let (tree, index) = referencedElement.node(
        for: "Failed to find the coordinate's element", file: file, line: line)
    else { return nil }
    let frame = CGRect(tree.nodes[index].element.frame)
    return CGPoint(
      x: frame.minX + frame.width * normalizedOffset.dx + pointsOffset.dx,
      y: frame.minY + frame.height * normalizedOffset.dy + pointsOffset.dy)
  }

  private func perform(
    _ steps: [PointerStep], _ name: String, file: StaticString, line: UInt
  ) {
    referencedElement.application.perform(
      .pointer(steps),
      action: "Failed to \(name) at a coordinate of "
        + referencedElement.elementDescription, file: file, line: line)
  }
}

/// How fast a drag moves, in points per second, as XCUITest's.
public struct XCUIGestureVelocity: RawRepresentable, Sendable, Hashable {
  /// Points per second.
  public var rawValue: CGFloat

  /// A velocity of `rawValue` points per second.
  public init(rawValue: CGFloat) {
    self.rawValue = rawValue
  }

  /// A velocity of `rawValue` points per second.
  public init(_ rawValue: CGFloat) {
    self.rawValue = rawValue
  }

  /// XCUITest's default drag speed.
  public static let `default` = XCUIGestureVelocity(1000)
  /// A slow drag, which ends an interactive transition by how far it went.
  public static let slow = XCUIGestureVelocity(300)
  /// A fast drag, a flick.
  public static let fast = XCUIGestureVelocity(2500)
}

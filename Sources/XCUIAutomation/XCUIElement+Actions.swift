import AutomationChannel
import CoreGraphics
import Foundation

extension XCUIElement {
  /// Taps the element at its activation point: a mouse click there, as a person's. Fails, as
  /// XCUITest does, when the element does not exist, is ambiguous, or is not hittable.
  public func tap(file: StaticString = #filePath, line: UInt = #line) {
    guard let point = activationPoint(for: "tap", file: file, line: line) else { return }
    application.perform(
      .pointer(Gesture.tap(at: point)), action: "Failed to tap \(elementDescription)",
      file: file, line: line)
  }

  /// Taps the element twice in quick succession.
  public func doubleTap(file: StaticString = #filePath, line: UInt = #line) {
    guard let point = activationPoint(for: "double tap", file: file, line: line) else { return }
    application.perform(
      .pointer(Gesture.doubleTap(at: point)),
      action: "Failed to double tap \(elementDescription)", file: file, line: line)
  }

  /// Touches the element and holds for `duration` seconds.
  public func press(
    forDuration duration: TimeInterval, file: StaticString = #filePath, line: UInt = #line
  ) {
    guard let point = activationPoint(for: "press", file: file, line: line) else { return }
    application.perform(
      .pointer(Gesture.press(at: point, duration: duration)),
      action: "Failed to press \(elementDescription)", file: file, line: line)
  }

  /// Touches the element, holds for `duration` seconds, drags to `otherElement`'s activation
  /// point at XCUITest's default speed and lifts at once: a flick when the drag is long.
  public func press(
    forDuration duration: TimeInterval, thenDragTo otherElement: XCUIElement,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    press(
      forDuration: duration, thenDragTo: otherElement, withVelocity: .default,
      thenHoldForDuration: 0, file: file, line: line)
  }

  /// Touches the element, holds for `duration` seconds, drags to `otherElement`'s activation
  /// point at `velocity`, holds there for `holdDuration` seconds and lifts.
  public func press(
    forDuration duration: TimeInterval, thenDragTo otherElement: XCUIElement,
    withVelocity velocity: XCUIGestureVelocity, thenHoldForDuration holdDuration: TimeInterval,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    guard let start = activationPoint(for: "press", file: file, line: line),
      let (tree, index) = otherElement.node(
        for: "Failed to find the element to drag to", file: file, line: line)
    else { return }
    let target = tree.nodes[index].element
    let end = CGPoint(x: target.activationX, y: target.activationY)
    application.perform(
      .pointer(
        Gesture.drag(
          from: start, to: end, holding: duration, velocity: Double(velocity.rawValue),
          holdAtEnd: holdDuration)),
      action: "Failed to drag \(elementDescription) to \(otherElement.elementDescription)",
      file: file, line: line)
  }

  /// Swipes up from the element's middle, fast enough to count as a flick.
  public func swipeUp(file: StaticString = #filePath, line: UInt = #line) {
    swipe(dx: 0, dy: -1, name: "swipe up", file: file, line: line)
  }

  /// Swipes down from the element's middle.
  public func swipeDown(file: StaticString = #filePath, line: UInt = #line) {
    swipe(dx: 0, dy: 1, name: "swipe down", file: file, line: line)
  }

  /// Swipes left from the element's middle (a page turns to the next one).
  public func swipeLeft(file: StaticString = #filePath, line: UInt = #line) {
    swipe(dx: -1, dy: 0, name: "swipe left", file: file, line: line)
  }

  /// Swipes right from the element's middle.
  public func swipeRight(file: StaticString = #filePath, line: UInt = #line) {
    swipe(dx: 1, dy: 0, name: "swipe right", file: file, line: line)
  }

  /// Types `text` into the element, which must have keyboard focus (tap a text field first),
  /// as an input method commits it: any script, Korean included.
  public func typeText(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
    guard node(for: "Failed to type text", file: file, line: line) != nil else { return }
    application.perform(
      .text(text), action: "Failed to type text into \(elementDescription)", file: file,
      line: line)
  }

  /// Drags a slider's thumb to `position`, from 0 (minimum) to 1 (maximum).
  public func adjust(
    toNormalizedSliderPosition position: CGFloat, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    guard let (tree, index) = node(for: "Failed to adjust slider", file: file, line: line)
    else { return }
    let element = tree.nodes[index].element
    let frame = CGRect(element.frame)
    let current = Self.normalizedPosition(of: element.value)
    // UISlider's thumb is as wide as the track is tall; it travels the rest of the width.
    let thumb = min(frame.height, frame.width)
    let travel = frame.width - thumb
    let y = frame.midY
    let start = CGPoint(x: frame.minX + thumb / 2 + travel * current, y: y)
    let target = CGPoint(x: frame.minX + thumb / 2 + travel * min(max(position, 0), 1), y: y)
    application.perform(
      .pointer(Gesture.drag(from: start, to: target, holding: 0, velocity: 600, holdAtEnd: 0.05)),
      action: "Failed to adjust \(elementDescription)", file: file, line: line)
  }

  /// A point relative to the element: (0, 0) its top-left corner, (1, 1) its bottom-right.
  public func coordinate(withNormalizedOffset offset: CGVector) -> XCUICoordinate {
    XCUICoordinate(element: self, normalizedOffset: offset, pointsOffset: .zero)
  }

  /// A slider's value (`"50%"`) as a fraction, the middle when it says none.
  private static func normalizedPosition(of value: String?) -> CGFloat {
    guard let value, let percent = Double(value.trimmingCharacters(in: .init(charactersIn: "% ")))
    else { return 0.5 }
    return CGFloat(min(max(percent / 100, 0), 1))
  }

  /// The element's activation point, or a recorded failure when it has none a tap could reach.
  private func activationPoint(for action: String, file: StaticString, line: UInt) -> CGPoint? {
    guard let (tree, index) = node(for: "Failed to \(action)", file: file, line: line) else {
      return nil
    }
    let element = tree.nodes[index].element
    guard element.isHittable else {
      TestFailure.record(
        "Failed to \(action) \(elementDescription): the element is not hittable (its "
          + "activation point {\(element.activationX), \(element.activationY)} is covered or "
          + "off screen).\n\(tree.description)", file: file, line: line)
      return nil
    }
    return CGPoint(x: element.activationX, y: element.activationY)
  }

  private func swipe(dx: CGFloat, dy: CGFloat, name: String, file: StaticString, line: UInt) {
    guard let (tree, index) = node(for: "Failed to \(name)", file: file, line: line) else {
      return
    }
    let frame = CGRect(tree.nodes[index].element.frame)
    let start = CGPoint(x: frame.midX, y: frame.midY)
    let end = CGPoint(x: start.x + dx * frame.width / 2, y: start.y + dy * frame.height / 2)
    application.perform(
      .pointer(Gesture.drag(from: start, to: end, holding: 0, velocity: 2000, holdAtEnd: 0)),
      action: "Failed to \(name) \(elementDescription)", file: file, line: line)
  }
}

import Testing
import UIKit
import UIKitTestSupport

@Suite("UIButton title shadow colours", .uiTest)
@MainActor
struct ButtonTitleShadowTests {
  @Test("titleShadowColor(for:) is nil for a state where none was set")
  func unsetIsNil() {
    let button = UIButton(type: .system)

    let normal = button.titleShadowColor(for: .normal)
    button.setTitleShadowColor(.red, for: .highlighted)

    #expect(normal == nil)
    #expect(button.titleShadowColor(for: .highlighted) == .red)
  }
}

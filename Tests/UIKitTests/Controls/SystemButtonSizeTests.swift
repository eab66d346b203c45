import Testing
import UIKit
import UIKitTestSupport

// Through the public API only, as an app writes it: a plain `import UIKit`.

@Suite("System buttons: iOS's sizes for their symbols", .uiTest)
@MainActor
struct SystemButtonSizeTests {
  @Test(
    "the add, info and detail-disclosure buttons are 24⅓ × 23⅔ points after sizeToFit()",
    arguments: [
      UIButton.ButtonType.contactAdd, .infoLight, .infoDark, .detailDisclosure,
    ])
  func symbolButtons(type: UIButton.ButtonType) {
    let button = UIButton(type: type)

    button.sizeToFit()

    #expect(button.bounds.size == CGSize(width: 73.0 / 3, height: 71.0 / 3))
  }

  @Test("the close button is a 30-point circle's size")
  func closeButton() {
    let button = UIButton(type: .close)

    button.sizeToFit()

    #expect(button.bounds.size == CGSize(width: 30, height: 30))
  }

  @Test("a titled add button is as wide as its symbol and its title side by side")
  func titledAddButton() {
    let button = UIButton(type: .contactAdd)
    button.setTitle("Add", for: .normal)
    let title = button.titleLabel!.intrinsicContentSize

    button.sizeToFit()

    #expect(button.bounds.width == 73.0 / 3 + title.width)
  }
}

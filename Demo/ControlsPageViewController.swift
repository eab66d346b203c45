import UIKit

/// Page 5: controls you can use with the mouse and keyboard: a button, a switch, a segmented
/// control, a slider, a text field (Korean input included) and a paging scroll view.
final class ControlsPageViewController: UIViewController, UITextFieldDelegate {
  private let counter = UILabel()
  private let echo = UILabel()
  private var taps = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "조작 Controls"
    view.backgroundColor = .systemBackground
    var y: CGFloat = 20

    let button = UIButton(configuration: .filled())
    button.configuration?.title = "눌러 보세요 Tap me"
    button.frame = CGRect(x: 20, y: y, width: 200, height: 44)
    button.addAction(
      UIAction { [unowned self] _ in
        taps += 1
        counter.text = "\(taps)번 눌림 · tapped \(taps)"
        DemoLog.record("button tapped \(taps)")
      }, for: .primaryActionTriggered)
    view.addSubview(button)
    counter.frame = CGRect(x: 232, y: y + 12, width: 140, height: 20)
    counter.text = "0번 눌림"
    counter.textColor = .secondaryLabel
    counter.font = .systemFont(ofSize: 14)
    view.addSubview(counter)
    y += 64

    let toggle = UISwitch(frame: CGRect(x: 20, y: y, width: 0, height: 0))
    let toggleLabel = label("꺼짐 off", at: CGPoint(x: 84, y: y + 6))
    toggle.addAction(
      UIAction { _ in
        toggleLabel.text = toggle.isOn ? "켜짐 on" : "꺼짐 off"
        DemoLog.record("switch \(toggle.isOn ? "on" : "off")")
      }, for: .valueChanged)
    view.addSubview(toggle)
    y += 52

    let segments = UISegmentedControl(items: ["하나", "둘", "셋"])
    segments.selectedSegmentIndex = 0
    segments.frame = CGRect(x: 20, y: y, width: 300, height: 32)
    segments.addAction(
      UIAction { _ in DemoLog.record("segment \(segments.selectedSegmentIndex)") },
      for: .valueChanged)
    view.addSubview(segments)
    y += 52

    let slider = UISlider(frame: CGRect(x: 20, y: y, width: 240, height: 34))
    slider.setValue(0.3, animated: false)
    let sliderLabel = label("30%", at: CGPoint(x: 272, y: y + 7))
    slider.addAction(
      UIAction { _ in sliderLabel.text = "\(Int((slider.value * 100).rounded()))%" },
      for: .valueChanged)
    view.addSubview(slider)
    y += 54

    let field = UITextField(frame: CGRect(x: 20, y: y, width: 300, height: 40))
    field.borderStyle = .roundedRect
    field.placeholder = "여기에 입력 Type here"
    field.delegate = self
    field.addAction(
      UIAction { [unowned self] _ in
        echo.text = field.text
        DemoLog.record("text \(field.text ?? "")")
      }, for: .editingChanged)
    view.addSubview(field)
    y += 48
    echo.frame = CGRect(x: 20, y: y, width: 300, height: 20)
    echo.textColor = .secondaryLabel
    echo.font = .systemFont(ofSize: 14)
    view.addSubview(echo)
    y += 32

    let pager = UIScrollView(frame: CGRect(x: 20, y: y, width: 300, height: 110))
    pager.isPagingEnabled = true
    pager.layer.cornerRadius = 12
    let colors: [UIColor] = [.systemPink, .systemOrange, .systemGreen, .systemBlue]
    for (index, color) in colors.enumerated() {
      let card = UIView(frame: CGRect(x: CGFloat(index) * 300 + 8, y: 8, width: 284, height: 94))
      card.backgroundColor = color
      card.layer.cornerRadius = 10
      let text = UILabel(frame: card.bounds)
      text.text = "페이지 \(index + 1) · 휠이나 드래그 wheel or drag"
      text.textAlignment = .center
      text.textColor = .white
      text.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      card.addSubview(text)
      pager.addSubview(card)
    }
    pager.contentSize = CGSize(width: 300 * CGFloat(colors.count), height: 110)
    view.addSubview(pager)
  }

  private func label(_ text: String, at origin: CGPoint) -> UILabel {
    let label = UILabel(frame: CGRect(origin: origin, size: CGSize(width: 120, height: 20)))
    label.text = text
    label.font = .systemFont(ofSize: 15)
    view.addSubview(label)
    return label
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    textField.resignFirstResponder()
    return true
  }
}

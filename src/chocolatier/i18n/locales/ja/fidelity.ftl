# ルールの忠実さ（issue 26）：ロビーでデパートごとに面を選ぶ。
fidelity-sides-each = デパートごとに面を選ぶ
fidelity-store-sides-legend = 各デパートの面

# 规则忠实度（问题 26）：在大厅中为每家百货公司分别选择一面。
fidelity-sides-each = 每家百货公司各选卡面
fidelity-store-sides-legend = 各百货公司的卡面
